import { registerMessages } from '@shop/shared/i18n';
import { accountAreaMessages } from '@shop/shared/i18n/messages/account-area';
import { adminMessages } from '@shop/shared/i18n/messages/admin';
import { adminBusinessMessages } from '@shop/shared/i18n/messages/admin-business';
import { adminCatalogStructureMessages } from '@shop/shared/i18n/messages/admin-catalog-structure';
import { adminImportMessages } from '@shop/shared/i18n/messages/admin-import';
import { adminPeopleMessages } from '@shop/shared/i18n/messages/admin-people';
import { adminProductsMessages } from '@shop/shared/i18n/messages/admin-products';
import { adminReleasesMessages } from '@shop/shared/i18n/messages/admin-releases';
import { adminSalesMessages } from '@shop/shared/i18n/messages/admin-sales';
import { adminSearchMessages } from '@shop/shared/i18n/messages/admin-search';
import { checkoutMessages } from '@shop/shared/i18n/messages/checkout';
import { quoteMessages } from '@shop/shared/i18n/messages/quotes';

// The texts of the admin panel (orders and customers included). Registered on the page when one of this remote's
// exposed modules loads (each imports this file); the shell registers the groups every page needs (common, shell,
// shared UI, errors).
registerMessages(
  adminMessages,
  adminProductsMessages,
  adminCatalogStructureMessages,
  adminImportMessages,
  adminSalesMessages,
  adminPeopleMessages,
  adminSearchMessages,
  adminReleasesMessages,
  adminBusinessMessages,
  checkoutMessages,
  quoteMessages,
  accountAreaMessages,
);
