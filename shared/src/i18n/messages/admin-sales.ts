import { defineMessages } from './define';

/** The admin panel: orders, pro-forma requests and contact messages. */
export const adminSalesMessages = defineMessages({
  sr: {
    'admin.orders.number': 'Broj narudžbe',
  },
  en: {
    'admin.orders.number': 'Order number',
  },
});
