import { accountMessages } from './messages/account';
import { accountAreaMessages } from './messages/account-area';
import { accountAuthMessages } from './messages/account-auth';
import { accountCompanyMessages } from './messages/account-company';
import { adminMessages } from './messages/admin';
import { adminBusinessMessages } from './messages/admin-business';
import { adminCatalogStructureMessages } from './messages/admin-catalog-structure';
import { adminImportMessages } from './messages/admin-import';
import { adminPeopleMessages } from './messages/admin-people';
import { adminProductsMessages } from './messages/admin-products';
import { adminReleasesMessages } from './messages/admin-releases';
import { adminSalesMessages } from './messages/admin-sales';
import { adminSearchMessages } from './messages/admin-search';
import { approvalMessages } from './messages/approvals';
import { catalogMessages } from './messages/catalog';
import { checkoutMessages } from './messages/checkout';
import { commonMessages } from './messages/common';
import { documentMessages } from './messages/documents';
import { emailMessages } from './messages/emails';
import { errorMessages } from './messages/errors';
import { loyaltyMessages } from './messages/loyalty';
import { productMessages } from './messages/product';
import { quoteMessages } from './messages/quotes';
import { sharedUiMessages } from './messages/shared-ui';
import { shellMessages } from './messages/shell';

const areas = [
  commonMessages,
  shellMessages,
  sharedUiMessages,
  catalogMessages,
  productMessages,
  checkoutMessages,
  quoteMessages,
  accountMessages,
  accountAreaMessages,
  accountAuthMessages,
  accountCompanyMessages,
  approvalMessages,
  loyaltyMessages,
  adminMessages,
  adminProductsMessages,
  adminCatalogStructureMessages,
  adminImportMessages,
  adminSalesMessages,
  adminPeopleMessages,
  adminSearchMessages,
  adminReleasesMessages,
  adminBusinessMessages,
  errorMessages,
  emailMessages,
  documentMessages,
];

/**
 * All texts by language; each area (one file per team in ./messages) keeps its own keys. Pages register only the
 * groups they use (./messageRegistry); this whole set is for the API, tools and tests (./allMessages).
 */
export const sr = Object.assign({}, ...areas.map((area) => area.sr)) as UnionOf<'sr'>;
export const en = Object.assign({}, ...areas.map((area) => area.en)) as UnionOf<'en'>;

type Area = (typeof areas)[number];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type UnionOf<L extends 'sr' | 'en'> = UnionToIntersection<Area[L]>;

export type MessageKey = keyof typeof sr;
