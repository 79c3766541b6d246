import { endpoints } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import {
  deleteAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './address-repository';
import { toAddress, toAddressFields } from './profile-mapper';
import { signedInUser } from './signed-in-user';

const KIND = { dostava: 'delivery', naplata: 'billing' } as const;

/** The address book: every change answers the whole book, so the page shows the defaults as the server keeps them. */
export function addressRoutes(app: FastifyInstance): void {
  const bookOf = async (db: DbOrTransaction, userId: number) => (await listAddresses(db, userId)).map(toAddress);
  const found = (changed: boolean) => {
    if (!changed) throw new HttpError('ADDRESS_NOT_FOUND');
  };

  routeEndpoint(app, endpoints.getAddresses, async (request) => bookOf(app.db, (await signedInUser(app, request)).id));

  routeEndpoint(app, endpoints.addAddress, async (request) => {
    const { id } = await signedInUser(app, request);
    return app.db.transaction().execute(async (trx) => {
      await insertAddress(trx, id, toAddressFields(request.body));
      return bookOf(trx, id);
    });
  });

  routeEndpoint(app, endpoints.updateAddress, async (request) => {
    const { id } = await signedInUser(app, request);
    found(await updateAddress(app.db, id, request.params.id, toAddressFields(request.body)));
    return bookOf(app.db, id);
  });

  routeEndpoint(app, endpoints.deleteAddress, async (request) => {
    const { id } = await signedInUser(app, request);
    return app.db.transaction().execute(async (trx) => {
      found(await deleteAddress(trx, id, request.params.id));
      return bookOf(trx, id);
    });
  });

  routeEndpoint(app, endpoints.setDefaultAddress, async (request) => {
    const { id } = await signedInUser(app, request);
    const { id: addressId, vrsta } = request.body;
    return app.db.transaction().execute(async (trx) => {
      found(await setDefaultAddress(trx, id, addressId, KIND[vrsta]));
      return bookOf(trx, id);
    });
  });

  /** The pro-forma dialog's prefill: the default billing address, else the profile's company and contact. */
  routeEndpoint(app, endpoints.getProformaDetails, async (request) => {
    const userId = (await request.getSession())?.user_id;
    if (userId == null) return null;
    const user = await signedInUser(app, request);
    const billing = await findDefaultAddress(app.db, user.id, 'billing');
    return {
      naziv: billing?.company_name || user.company_name || '',
      jib: billing?.jib || user.jib || '',
      kontakt: billing?.name ?? user.username,
      email: user.email,
      grad: billing?.city ?? '',
      posta: billing?.postal_code ?? '',
      adresa: billing?.address ?? '',
      broj: billing?.phone ?? user.phone ?? '',
    };
  });
}
