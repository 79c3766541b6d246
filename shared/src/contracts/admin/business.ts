import { z } from 'zod';
import { COMPANY_PDV_PATTERN } from '../account-auth';
import { ApprovalLimit } from '../approval-limit';
import { COMPANY_JIB_PATTERN } from '../checkout-customer';
import { Money } from '../common';
import { withCode } from '../error-codes';
import { AdminDay } from './people';

/* The admin panel's business customers: price lists (#Cjenovnici) and companies (#Firme), issue 27. */

const Id = z.coerce.number().int().positive();
const Title = z.string().trim().min(1, withCode('TITLE_REQUIRED')).max(200, withCode('INVALID_FIELD'));

/** Where a rule applies: one product, every product of a category, or every product of a manufacturer. */
export const PRICE_RULE_TARGETS = ['product', 'category', 'manufacturer'] as const;
export const PriceRuleTarget = z.enum(PRICE_RULE_TARGETS);
export type PriceRuleTarget = z.infer<typeof PriceRuleTarget>;

/** A list is `valid` today, `scheduled` (starts later) or `ended`. */
export const PRICE_LIST_STATES = ['valid', 'scheduled', 'ended'] as const;
export const PriceListState = z.enum(PRICE_LIST_STATES);
export type PriceListState = z.infer<typeof PriceListState>;

/** At most this many rules (targets × tiers) in one list. */
export const PRICE_LIST_MAX_RULES = 500;

/** One tier of one target: from `minQuantity` pieces on, a unit price (KM with VAT) or a percentage off the price. */
export const AdminPriceRuleInput = z
  .object({
    target: PriceRuleTarget,
    targetId: Id,
    minQuantity: z.coerce.number().int(withCode('INVALID_QUANTITY')).min(1, withCode('INVALID_QUANTITY')).max(100_000),
    price: Money.max(1_000_000, withCode('INVALID_PRICE')).nullable(),
    percentOff: z
      .number(withCode('INVALID_PERCENT'))
      .gt(0, withCode('INVALID_PERCENT'))
      .lt(100, withCode('INVALID_PERCENT'))
      .nullable(),
  })
  .refine(({ price, percentOff }) => (price === null) !== (percentOff === null), {
    ...withCode('PRICE_RULE_VALUE'),
    path: ['price'],
  });
export type AdminPriceRuleInput = z.infer<typeof AdminPriceRuleInput>;

/** For exactly one company or one customer group; dates inclusive (null: open-ended). */
export const AdminPriceListInput = z
  .object({
    name: Title,
    validFrom: AdminDay.nullable(),
    validTo: AdminDay.nullable(),
    companyId: Id.nullable(),
    groupId: Id.nullable(),
    rules: z.array(AdminPriceRuleInput).max(PRICE_LIST_MAX_RULES),
  })
  .refine(({ companyId, groupId }) => (companyId === null) !== (groupId === null), {
    ...withCode('PRICE_LIST_OWNER'),
    path: ['companyId'],
  })
  .refine(({ validFrom, validTo }) => !validFrom || !validTo || validFrom <= validTo, {
    ...withCode('PRICE_LIST_DATES'),
    path: ['validTo'],
  })
  .refine(
    ({ rules }) =>
      new Set(rules.map((rule) => `${rule.target}:${rule.targetId}:${rule.minQuantity}`)).size === rules.length,
    { ...withCode('PRICE_RULE_DUPLICATE'), path: ['rules'] },
  );
export type AdminPriceListInput = z.infer<typeof AdminPriceListInput>;

export const AdminPriceList = z.object({
  id: z.number().int(),
  name: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  state: PriceListState,
  companyId: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  /** The company's or the group's name. */
  ownerName: z.string(),
  ruleCount: z.number().int(),
});
export type AdminPriceList = z.infer<typeof AdminPriceList>;

export const AdminPriceListsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  state: PriceListState.optional(),
});
export type AdminPriceListsQuery = z.infer<typeof AdminPriceListsQuery>;
export const AdminPriceListPage = z.object({ priceLists: z.array(AdminPriceList) });
export type AdminPriceListPage = z.infer<typeof AdminPriceListPage>;

export const AdminPriceRule = z.object({
  target: PriceRuleTarget,
  targetId: z.number().int(),
  /** The product's, category's or manufacturer's name. */
  targetName: z.string(),
  minQuantity: z.number().int(),
  price: Money.nullable(),
  percentOff: z.number().nullable(),
});
export type AdminPriceRule = z.infer<typeof AdminPriceRule>;

export const AdminPriceListDetail = AdminPriceList.extend({ rules: z.array(AdminPriceRule) });
export type AdminPriceListDetail = z.infer<typeof AdminPriceListDetail>;

/** The columns of a price list's CSV (export and import): one row per rule. */
export const PRICE_LIST_CSV_COLUMNS = ['vrsta', 'sifra', 'naziv', 'od_kolicine', 'cijena_km', 'popust_posto'] as const;
/** `vrsta` per target; `sifra` is a product's code, a category's slug, a manufacturer's name. */
export const PRICE_LIST_CSV_KINDS = {
  product: 'proizvod',
  category: 'kategorija',
  manufacturer: 'proizvodjac',
} as const;
export const PRICE_LIST_CSV_MAX_BYTES = 1024 * 1024;

const NamedOption = z.object({ id: z.number().int(), name: z.string() });
export type NamedOption = z.infer<typeof NamedOption>;

/** What a price list can be for and can price, for the editor's selects (products come from the product picker). */
export const AdminPriceListOptions = z.object({
  companies: z.array(NamedOption),
  groups: z.array(NamedOption),
  categories: z.array(NamedOption),
  manufacturers: z.array(NamedOption),
});
export type AdminPriceListOptions = z.infer<typeof AdminPriceListOptions>;

export const COMPANY_ROLES = ['kupac', 'administrator'] as const;
export const CompanyRole = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof CompanyRole>;

const Address = z.string().trim().min(1, withCode('COMPANY_ADDRESS_REQUIRED')).max(300, withCode('INVALID_FIELD'));

export const AdminCompanyInput = z.object({
  name: z.string().trim().min(1, withCode('COMPANY_NAME_REQUIRED')).max(200, withCode('INVALID_FIELD')),
  jib: z.string().trim().regex(COMPANY_JIB_PATTERN, withCode('INVALID_JIB')),
  pdvNumber: z.string().trim().regex(COMPANY_PDV_PATTERN, withCode('INVALID_PDV_NUMBER')).nullable(),
  seatAddress: Address,
  deliveryAddresses: z.array(Address).max(20),
  groupId: Id.nullable(),
  verified: z.boolean(),
  /** KM with VAT: a buyer's order above it waits for the company administrator (decision 023); null: never. */
  approvalLimit: ApprovalLimit.default(null),
});
export type AdminCompanyInput = z.infer<typeof AdminCompanyInput>;

export const AdminCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  jib: z.string(),
  pdvNumber: z.string().nullable(),
  seatAddress: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  verified: z.boolean(),
  approvalLimit: Money.nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof AdminCompany>;

export const AdminCompaniesQuery = z.object({
  search: z.string().trim().max(200).optional(),
  verified: z.enum(['yes', 'no']).optional(),
});
export type AdminCompaniesQuery = z.infer<typeof AdminCompaniesQuery>;
export const AdminCompanyPage = z.object({ companies: z.array(AdminCompany), groups: z.array(NamedOption) });
export type AdminCompanyPage = z.infer<typeof AdminCompanyPage>;

export const AdminCompanyMember = z.object({
  userId: z.number().int(),
  email: z.string(),
  username: z.string(),
  role: CompanyRole,
});
export type AdminCompanyMember = z.infer<typeof AdminCompanyMember>;

export const AdminCompanyDetail = AdminCompany.extend({
  deliveryAddresses: z.array(z.string()),
  members: z.array(AdminCompanyMember),
});
export type AdminCompanyDetail = z.infer<typeof AdminCompanyDetail>;

/** Links an existing account (by its email) to the company, or changes its role there. */
export const AdminCompanyMemberInput = z.object({
  email: z.string().trim().toLowerCase().email(withCode('INVALID_EMAIL')),
  role: CompanyRole,
});
export type AdminCompanyMemberInput = z.infer<typeof AdminCompanyMemberInput>;
export const AdminCompanyMemberParams = z.object({ id: Id, userId: Id });

export const AdminCustomerGroupInput = z.object({ name: Title });
export type AdminCustomerGroupInput = z.infer<typeof AdminCustomerGroupInput>;
export const AdminCustomerGroup = NamedOption;

/** Puts a user (by the email of their account) in a customer group, or out of every group (null). */
export const AdminUserGroupInput = z.object({
  email: z.string().trim().toLowerCase().email(withCode('INVALID_EMAIL')),
  groupId: Id.nullable(),
});
export type AdminUserGroupInput = z.infer<typeof AdminUserGroupInput>;
export const AdminUserGroup = z.object({ email: z.string(), groupId: z.number().int().nullable() });
