import { ATTENTION_LIST_SIZE, type Dashboard, endpoints, LOW_STOCK_THRESHOLD } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { feningaToKm } from '../../../lib/money';
import {
  countNewCustomers,
  dailySales,
  lowStockProducts,
  newOrdersNeedingAttention,
  unansweredProformas,
} from './dashboard-repository';
import { dashboardPeriod } from './period';

/** The admin panel's dashboard (#Pregled): sales of a period and what needs attention now. */
const adminDashboardRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminDashboard, async (request): Promise<Dashboard> => {
    const period = dashboardPeriod(request.query);
    const [sales, newCustomers, newOrders, proformas, lowStock] = await Promise.all([
      dailySales(app.db, period.range),
      countNewCustomers(app.db, period.range),
      newOrdersNeedingAttention(app.db, ATTENTION_LIST_SIZE),
      unansweredProformas(app.db, ATTENTION_LIST_SIZE),
      lowStockProducts(app.db, LOW_STOCK_THRESHOLD, ATTENTION_LIST_SIZE),
    ]);

    const byDay = new Map(sales.map((row) => [row.day, row]));
    const daily = period.days.map((date) => {
      const row = byDay.get(date);
      return { date, revenue: feningaToKm(row?.revenueMinor ?? 0), orders: row?.orders ?? 0 };
    });
    const revenueMinor = sales.reduce((sum, row) => sum + row.revenueMinor, 0);
    const orders = sales.reduce((sum, row) => sum + row.orders, 0);

    return {
      from: period.from,
      to: period.to,
      revenue: feningaToKm(revenueMinor),
      orders,
      averageOrderValue: orders === 0 ? 0 : feningaToKm(Math.round(revenueMinor / orders)),
      newCustomers,
      daily,
      attention: {
        newOrders: {
          count: newOrders.count,
          items: newOrders.items.map((order) => ({
            id: order.id,
            number: order.number ?? String(order.id),
            customerName: order.customer_name,
            total: feningaToKm(order.total_minor),
            createdAt: order.created_at,
          })),
        },
        unansweredProformas: {
          count: proformas.count,
          items: proformas.items.map((request) => ({
            id: request.id,
            companyName: request.company_name,
            email: request.email,
            createdAt: request.created_at,
          })),
        },
        lowStock: {
          count: lowStock.count,
          items: lowStock.items.map((product) => ({
            id: product.id,
            name: product.name,
            productCode: product.product_code,
            stock: product.stock,
          })),
        },
      },
    };
  });
};

export default adminDashboardRoutes;
