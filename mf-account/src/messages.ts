import { registerMessages } from '@shop/shared/i18n';
import { accountMessages } from '@shop/shared/i18n/messages/account';
import { accountAreaMessages } from '@shop/shared/i18n/messages/account-area';
import { accountAuthMessages } from '@shop/shared/i18n/messages/account-auth';
import { accountCompanyMessages } from '@shop/shared/i18n/messages/account-company';
import { approvalMessages } from '@shop/shared/i18n/messages/approvals';
import { checkoutMessages } from '@shop/shared/i18n/messages/checkout';
import { loyaltyMessages } from '@shop/shared/i18n/messages/loyalty';
import { quoteMessages } from '@shop/shared/i18n/messages/quotes';

// The texts of sign-in, registration and the account pages (orders, quotes and points included). Registered on the page when
// one of this remote's exposed modules loads (each imports this file); the shell registers the groups every page needs
// (common, shell, shared UI, errors).
registerMessages(
  accountMessages,
  accountAreaMessages,
  accountAuthMessages,
  accountCompanyMessages,
  approvalMessages,
  loyaltyMessages,
  checkoutMessages,
  quoteMessages,
);
