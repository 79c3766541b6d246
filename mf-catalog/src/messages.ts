import { registerMessages } from '@shop/shared/i18n';
import { catalogMessages } from '@shop/shared/i18n/messages/catalog';

// The texts of the webshop, category, search and promotion pages. Registered on the page when one of this remote's
// exposed modules loads (each imports this file); the shell registers the groups every page needs (common, shell,
// shared UI, errors).
registerMessages(catalogMessages);
