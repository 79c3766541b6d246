import type { RouteTable } from '../route';

/** The signed-in customer's account area (/korisnik, mf-account): profile, addresses, orders, export, deletion. */
export const accountAreaRoutes = {
  getProfile: { method: 'GET', path: '/api/getProfile' },
  updateProfile: { method: 'POST', path: '/api/updateProfile' },
  /** Needs the current password; every other session of the user ends. */
  changePassword: { method: 'POST', path: '/api/changePassword' },
  /** Sends a confirmation link to the new address; the email changes when the link is opened. */
  requestEmailChange: { method: 'POST', path: '/api/requestEmailChange' },
  /** Opened from the link: no session needed, the token is the proof. */
  confirmEmailChange: { method: 'POST', path: '/api/confirmEmailChange' },
  /** Ends every session of the user, this one included. */
  signOutEverywhere: { method: 'POST', path: '/api/signOutEverywhere' },
  /** "Download my data": answered as a file (Content-Disposition), opened by a link rather than `callApi`. */
  exportMyData: { method: 'GET', path: '/api/exportMyData' },
  /** Sends the deletion link to the account's address. */
  requestAccountDeletion: { method: 'POST', path: '/api/requestAccountDeletion' },
  /** Opened from the link: deletes the account, keeps its orders with the personal data replaced. */
  confirmAccountDeletion: { method: 'POST', path: '/api/confirmAccountDeletion' },

  getAddresses: { method: 'GET', path: '/api/getAddresses' },
  addAddress: { method: 'POST', path: '/api/addAddress' },
  updateAddress: { method: 'PUT', path: '/api/updateAddress/:id' },
  deleteAddress: { method: 'DELETE', path: '/api/deleteAddress/:id' },
  setDefaultAddress: { method: 'POST', path: '/api/setDefaultAddress' },
  /** The pro-forma dialog's prefill: the default billing address (null for a guest). */
  getProformaDetails: { method: 'GET', path: '/api/getProformaDetails' },

  /** The user's company (null for a consumer), its users and the user's role there (issue 27). */
  getMyCompany: { method: 'GET', path: '/api/account/company' },
  /** A company administrator emails a colleague a link to join (403 for a buyer). */
  inviteToCompany: { method: 'POST', path: '/api/account/company/invite' },
  /** Opened from the link by the invited address, signed in: joins the company as a buyer. */
  joinCompany: { method: 'POST', path: '/api/account/company/join' },
  /** The company administrator sets or clears the approval limit (403 for a buyer). */
  setApprovalLimit: { method: 'POST', path: '/api/account/company/approval-limit' },
  /** Whether the session's cart, ordered now, would wait for approval (/plati then offers no card). */
  getApprovalNeed: { method: 'GET', path: '/api/account/company/approval-need' },
  /** An administrator: the company's approval requests; a buyer: their own. */
  getApprovals: { method: 'GET', path: '/api/account/company/approvals' },
  /** Places the order (prices resolved and stock taken now; 409 leaves the request waiting). */
  approveOrder: { method: 'POST', path: '/api/account/company/approvals/:id/approve' },
  declineOrder: { method: 'POST', path: '/api/account/company/approvals/:id/decline' },

  getMyOrders: { method: 'GET', path: '/api/getMyOrders' },
  /** Another user's order answers 404, like one that does not exist. */
  getMyOrder: { method: 'GET', path: '/api/getMyOrder/:id' },
  /** Puts the order's lines into the cart and says what changed since (price, stock, no longer sold). */
  orderAgain: { method: 'POST', path: '/api/orderAgain/:id' },
} as const satisfies RouteTable;
