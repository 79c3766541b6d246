import { type BuyerPrice, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { feningaToKm } from '../../lib/money';
import { resolvePriceTiers } from './resolve-prices';

/**
 * `GET /api/prices?products=…`: the signed-in buyer's own prices. Public pages (rendered on the server, cached) show
 * only the shop's prices; the browser asks this after hydration and fills the buyer's in. `private, no-store`: no
 * browser or shared cache keeps one buyer's prices for another.
 */
const buyerPriceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getBuyerPrices, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const userId = (await request.getSession())?.user_id ?? null;
    if (userId === null) return { cijene: [] };
    const priced = await resolvePriceTiers(app.db, userId, request.query.products);
    const cijene: BuyerPrice[] = priced
      .filter(({ shopPriceMinor, tiers }) => tiers.some((tier) => tier.unitPriceMinor < shopPriceMinor))
      .map(({ productId, shopPriceMinor, tiers }) => ({
        id_proizvoda: productId,
        redovna_cijena: feningaToKm(shopPriceMinor),
        cijene: tiers.map((tier) => ({ od: tier.from, do: tier.to, cijena: feningaToKm(tier.unitPriceMinor) })),
      }));
    return { cijene };
  });
};

export default buyerPriceRoutes;
