import { endpoints } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { feningaToKm } from '../../../lib/money';
import { listAllUserOrders, listOrderLinesWithProducts, listOrderStatusHistory, toAccountOrder } from '../../checkout';
import { listFavouriteProducts } from '../../favourites';
import { listUserProformaRequests } from '../../proforma';
import { listAddresses } from './address-repository';
import { toAddress, toProfile } from './profile-mapper';
import { signedInUser } from './signed-in-user';

/** "Download my data" (GDPR-style access): one JSON file of the profile, addresses, orders, pro-formas, favourites. */
export function exportDataRoutes(app: FastifyInstance): void {
  routeEndpoint(app, endpoints.exportMyData, async (request, reply) => {
    const user = await signedInUser(app, request);
    const orders = [];
    for (const order of await listAllUserOrders(app.db, user.id)) {
      const [lines, history] = await Promise.all([
        listOrderLinesWithProducts(app.db, order.id),
        listOrderStatusHistory(app.db, order.id),
      ]);
      orders.push(toAccountOrder(order, lines, history));
    }
    const [addresses, proformas, favourites] = await Promise.all([
      listAddresses(app.db, user.id),
      listUserProformaRequests(app.db, user.id),
      listFavouriteProducts(app.db, user.id),
    ]);
    reply
      .header('content-disposition', 'attachment; filename="moji-podaci.json"')
      .header('cache-control', 'private, no-store');
    return {
      izvezeno: new Date().toISOString(),
      profil: toProfile(user),
      adrese: addresses.map(toAddress),
      narudzbe: orders,
      predracuni: proformas.map((proforma) => ({
        id: proforma.id,
        datum: proforma.created_at,
        naziv: proforma.company_name,
        jib: proforma.jib,
        kontakt: proforma.contact_person,
        email: proforma.email,
        grad: proforma.city,
        posta: proforma.postal_code,
        adresa: proforma.address,
        broj: proforma.phone,
        stavke: proforma.items.map((item) => ({
          naziv: item.product_name,
          kolicina: item.quantity,
          cijena: feningaToKm(item.unit_price_minor),
        })),
      })),
      omiljeni: favourites.map((product) => ({
        id_proizvoda: product.id,
        naziv: product.name,
        slug: product.slug,
      })),
    };
  });
}
