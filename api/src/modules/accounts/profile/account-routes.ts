import { loadCommonPasswords } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountsConfig } from '../../../config';
import { addressRoutes } from './addresses';
import { exportDataRoutes } from './export-data';
import { profileRoutes } from './profile';

/** The signed-in customer's account area (/korisnik): profile and security, address book, data export (its orders are the checkout module's). */
const accountRoutes: FastifyPluginAsync<AccountsConfig> = async (app, { passwordHashCost }) => {
  // A new password is checked against the common-password list (the shared schema), which must be loaded first.
  await loadCommonPasswords();
  profileRoutes(app, passwordHashCost);
  addressRoutes(app);
  exportDataRoutes(app);
};

export default accountRoutes;
