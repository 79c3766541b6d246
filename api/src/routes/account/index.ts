import { loadCommonPasswords } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses';
import { exportDataRoutes } from './export-data';
import { accountOrderRoutes } from './orders';
import { profileRoutes } from './profile';

export interface AccountRoutesOptions {
  /** The origin of emailed links (config.site.linkOrigin): email change and deletion confirmations. */
  linkOrigin: string;
}

/** The signed-in customer's account area (/korisnik): profile and security, address book, orders, data export. */
const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { linkOrigin }) => {
  // A new password is checked against the common-password list (the shared schema), which must be loaded first.
  await loadCommonPasswords();
  profileRoutes(app, linkOrigin);
  addressRoutes(app);
  accountOrderRoutes(app);
  exportDataRoutes(app);
};

export default accountRoutes;
