import {
  AdminMessage,
  AdminMessagePage,
  AdminMessageParams,
  AdminMessagesQuery,
  AdminOrder,
  AdminOrderPage,
  AdminOrderParams,
  AdminOrdersQuery,
  AdminProforma,
  AdminProformaPage,
  AdminProformaParams,
  AdminProformasQuery,
  ChangeOrderStatusBody,
} from '../admin/sales';
import { type Endpoint, endpoint } from '../endpoint';

/** The admin panel's calls for orders, pro-forma requests and contact messages. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminSalesEndpoints = {
  /** Newest first, one tab (status) at a time, with every tab's count under the same search. */
  adminListOrders: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    query: AdminOrdersQuery,
    response: AdminOrderPage,
    permission: 'orders.read',
  }),
  adminGetOrder: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id',
    params: AdminOrderParams,
    response: AdminOrder,
    permission: 'orders.read',
  }),
  /**
   * One step along nova → potvrđena → poslana → isporučena, or otkazana before delivery (409 otherwise): the stock
   * returns on cancel, the customer is emailed, the timeline and the audit log record it. Answers the updated order.
   */
  adminChangeOrderStatus: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    params: AdminOrderParams,
    body: ChangeOrderStatusBody,
    response: AdminOrder,
    permission: 'orders.manage',
  }),

  adminListProformas: endpoint({
    method: 'GET',
    path: '/api/admin/proformas',
    query: AdminProformasQuery,
    response: AdminProformaPage,
    permission: 'orders.read',
  }),
  adminGetProforma: endpoint({
    method: 'GET',
    path: '/api/admin/proformas/:id',
    params: AdminProformaParams,
    response: AdminProforma,
    permission: 'orders.read',
  }),
  /** Stores who and when; a request already answered gets 409. */
  adminMarkProformaAnswered: endpoint({
    method: 'POST',
    path: '/api/admin/proformas/:id/answered',
    params: AdminProformaParams,
    response: AdminProforma,
    permission: 'proformas.manage',
  }),

  /** Unhandled first. */
  adminListMessages: endpoint({
    method: 'GET',
    path: '/api/admin/messages',
    query: AdminMessagesQuery,
    response: AdminMessagePage,
    permission: 'messages.manage',
  }),
  adminGetMessage: endpoint({
    method: 'GET',
    path: '/api/admin/messages/:id',
    params: AdminMessageParams,
    response: AdminMessage,
    permission: 'messages.manage',
  }),
  /** Stores who and when; a message already handled gets 409. */
  adminMarkMessageHandled: endpoint({
    method: 'POST',
    path: '/api/admin/messages/:id/handled',
    params: AdminMessageParams,
    response: AdminMessage,
    permission: 'messages.manage',
  }),
} satisfies Record<string, Endpoint>;
