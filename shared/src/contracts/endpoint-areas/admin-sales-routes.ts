import type { RouteTable } from '../route';

/** The admin panel's calls for orders, pro-forma requests and contact messages. */
export const adminSalesRoutes = {
  /** Newest first, one tab (status) at a time, with every tab's count under the same search. */
  adminListOrders: { method: 'GET', path: '/api/admin/orders' },
  adminGetOrder: { method: 'GET', path: '/api/admin/orders/:id' },
  /**
   * One step along nova → potvrđena → poslana → isporučena, or otkazana before delivery (409 otherwise): the stock
   * returns on cancel, the customer is emailed, the timeline and the audit log record it. Answers the updated order.
   */
  adminChangeOrderStatus: { method: 'POST', path: '/api/admin/orders/:id/status' },

  adminListProformas: { method: 'GET', path: '/api/admin/proformas' },
  adminGetProforma: { method: 'GET', path: '/api/admin/proformas/:id' },
  /** Stores who and when; a request already answered gets 409. */
  adminMarkProformaAnswered: { method: 'POST', path: '/api/admin/proformas/:id/answered' },
  /**
   * Emails the customer a staff reply (in the request's language, the PDF attached again), keeps it with the request,
   * marks the request answered if it was not, and audits it. Answers the updated request.
   */
  adminReplyToProforma: { method: 'POST', path: '/api/admin/proformas/:id/reply' },

  /** Unhandled first. */
  adminListMessages: { method: 'GET', path: '/api/admin/messages' },
  adminGetMessage: { method: 'GET', path: '/api/admin/messages/:id' },
  /** Stores who and when; a message already handled gets 409. */
  adminMarkMessageHandled: { method: 'POST', path: '/api/admin/messages/:id/handled' },
} as const satisfies RouteTable;
