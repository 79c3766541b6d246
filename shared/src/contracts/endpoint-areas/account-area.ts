import { AccountLinkResponse, LinkTokenBody } from '../account-auth';
import { AccountExport } from '../account-export';
import {
  AccountOrder,
  AccountOrderPage,
  AccountOrderParams,
  AccountOrdersQuery,
  OrderAgainResponse,
} from '../account-orders';
import {
  AddressBook,
  AddressInput,
  AddressParams,
  ChangePasswordBody,
  EmailSent,
  Profile,
  ProformaPrefill,
  RequestAccountDeletionBody,
  RequestEmailChangeBody,
  SetDefaultAddressBody,
  UpdateProfileBody,
} from '../account-profile';
import { endpoint } from '../endpoint';
import { LogoutResponse } from '../session';

/** The signed-in customer's account area (/korisnik, mf-account): profile, addresses, orders, export, deletion. */
export const accountAreaEndpoints = {
  getProfile: endpoint({ method: 'GET', path: '/api/getProfile', response: Profile }),
  updateProfile: endpoint({ method: 'POST', path: '/api/updateProfile', body: UpdateProfileBody, response: Profile }),
  /** Needs the current password; every other session of the user ends. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/changePassword',
    body: ChangePasswordBody,
    response: AccountLinkResponse,
  }),
  /** Sends a confirmation link to the new address; the email changes when the link is opened. */
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/requestEmailChange',
    body: RequestEmailChangeBody,
    response: EmailSent,
  }),
  /** Opened from the link: no session needed, the token is the proof. */
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/confirmEmailChange',
    body: LinkTokenBody,
    response: EmailSent,
  }),
  /** Ends every session of the user, this one included. */
  signOutEverywhere: endpoint({ method: 'POST', path: '/api/signOutEverywhere', response: LogoutResponse }),
  /** "Download my data": answered as a file (Content-Disposition), opened by a link rather than `callApi`. */
  exportMyData: endpoint({ method: 'GET', path: '/api/exportMyData', response: AccountExport }),
  /** Sends the deletion link to the account's address. */
  requestAccountDeletion: endpoint({
    method: 'POST',
    path: '/api/requestAccountDeletion',
    body: RequestAccountDeletionBody,
    response: EmailSent,
  }),
  /** Opened from the link: deletes the account, keeps its orders with the personal data replaced. */
  confirmAccountDeletion: endpoint({
    method: 'POST',
    path: '/api/confirmAccountDeletion',
    body: LinkTokenBody,
    response: AccountLinkResponse,
  }),

  getAddresses: endpoint({ method: 'GET', path: '/api/getAddresses', response: AddressBook }),
  addAddress: endpoint({ method: 'POST', path: '/api/addAddress', body: AddressInput, response: AddressBook }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/api/updateAddress/:id',
    params: AddressParams,
    body: AddressInput,
    response: AddressBook,
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/api/deleteAddress/:id',
    params: AddressParams,
    response: AddressBook,
  }),
  setDefaultAddress: endpoint({
    method: 'POST',
    path: '/api/setDefaultAddress',
    body: SetDefaultAddressBody,
    response: AddressBook,
  }),
  /** The pro-forma dialog's prefill: the default billing address (null for a guest). */
  getProformaDetails: endpoint({ method: 'GET', path: '/api/getProformaDetails', response: ProformaPrefill }),

  getMyOrders: endpoint({
    method: 'GET',
    path: '/api/getMyOrders',
    query: AccountOrdersQuery,
    response: AccountOrderPage,
  }),
  /** Another user's order answers 404, like one that does not exist. */
  getMyOrder: endpoint({
    method: 'GET',
    path: '/api/getMyOrder/:id',
    params: AccountOrderParams,
    response: AccountOrder,
  }),
  /** Puts the order's lines into the cart and says what changed since (price, stock, no longer sold). */
  orderAgain: endpoint({
    method: 'POST',
    path: '/api/orderAgain/:id',
    params: AccountOrderParams,
    response: OrderAgainResponse,
  }),
};
