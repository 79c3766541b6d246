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
  ProformaReplyBody,
} from '../admin/sales';
import { type ContractsOf, staff } from '../endpoint';
import type { adminSalesRoutes } from './admin-sales-routes';

/** What each call of admin-sales-routes.ts takes and answers, and the permission it needs (admin/permissions.ts). */
export const adminSalesContracts = {
  adminListOrders: { query: AdminOrdersQuery, response: AdminOrderPage, ...staff('orders.read') },
  adminGetOrder: { params: AdminOrderParams, response: AdminOrder, ...staff('orders.read') },
  adminChangeOrderStatus: {
    params: AdminOrderParams,
    body: ChangeOrderStatusBody,
    response: AdminOrder,
    ...staff('orders.manage'),
  },

  adminListProformas: { query: AdminProformasQuery, response: AdminProformaPage, ...staff('orders.read') },
  adminGetProforma: { params: AdminProformaParams, response: AdminProforma, ...staff('orders.read') },
  adminMarkProformaAnswered: { params: AdminProformaParams, response: AdminProforma, ...staff('proformas.manage') },
  adminReplyToProforma: {
    params: AdminProformaParams,
    body: ProformaReplyBody,
    response: AdminProforma,
    ...staff('proformas.manage'),
  },

  adminListMessages: { query: AdminMessagesQuery, response: AdminMessagePage, ...staff('messages.manage') },
  adminGetMessage: { params: AdminMessageParams, response: AdminMessage, ...staff('messages.manage') },
  adminMarkMessageHandled: { params: AdminMessageParams, response: AdminMessage, ...staff('messages.manage') },
} satisfies ContractsOf<typeof adminSalesRoutes>;
