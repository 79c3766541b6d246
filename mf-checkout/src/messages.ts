import { registerMessages } from '@shop/shared/i18n';
import { approvalMessages } from '@shop/shared/i18n/messages/approvals';
import { checkoutMessages } from '@shop/shared/i18n/messages/checkout';
import { loyaltyMessages } from '@shop/shared/i18n/messages/loyalty';
import { quoteMessages } from '@shop/shared/i18n/messages/quotes';

// The texts of the cart, payment and order pages. Registered on the page when one of this remote's exposed modules
// loads (each imports this file); the shell registers the groups every page needs (common, shell, shared UI, errors).
registerMessages(checkoutMessages, loyaltyMessages, quoteMessages, approvalMessages);
