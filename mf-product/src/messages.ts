import { registerMessages } from '@shop/shared/i18n';
import { productMessages } from '@shop/shared/i18n/messages/product';

// The texts of the product and compare pages and the compare banner. Registered on the page when one of this remote's
// exposed modules loads (each imports this file); the shell registers the groups every page needs (common, shell,
// shared UI, errors).
registerMessages(productMessages);
