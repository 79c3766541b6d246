import { z } from 'zod';
import { BIH_PHONE_RULE, EMAIL_PATTERN, type PhoneRule, PROFORMA_PHONE_RULE } from './contact-rules';
import { type ErrorCode, withCode } from './error-codes';

export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const JIB_MAX_LENGTH = 13;
/** A BiH company's JIB (its identification number with the Indirect Taxation Authority): exactly 13 digits. */
export const COMPANY_JIB_PATTERN = /^\d{13}$/;

/** A text field whose absence or blankness reports the spec's "fill in all fields". */
const requiredText = (max: number) => z.string(withCode('FILL_ALL_FIELDS')).trim().max(max);

/**
 * Issues in the spec's order of precedence: any empty field first (the same code on each), then the email, phone and
 * postal code. The first issue is the message the dialog's alert and the API show; each field shows its own.
 */
function refineContact(
  value: { email: string; phone: string; postalCode: string; all: Record<string, string> },
  ctx: z.RefinementCtx,
  paths: { email: string; phone: string; postalCode: string },
  phoneRule: PhoneRule,
) {
  const flag = (field: string, code: ErrorCode) => ctx.addIssue({ code: 'custom', message: code, path: [field] });
  const empty = Object.entries(value.all).filter(([, text]) => text === '');
  if (empty.length > 0) {
    for (const [field] of empty) flag(field, 'FILL_ALL_FIELDS');
    return;
  }
  if (!EMAIL_PATTERN.test(value.email)) flag(paths.email, 'INVALID_EMAIL');
  if (!phoneRule.accepts(value.phone)) flag(paths.phone, phoneRule.code);
  if (!POSTAL_CODE_PATTERN.test(value.postalCode)) flag(paths.postalCode, 'INVALID_POSTAL_CODE');
}

/** SPEC §3/§5: the pro-forma customer, validated by the dialog and by the API with the same rules and codes. */
export const ProformaCustomer = z
  .object({
    naziv: requiredText(255),
    jib: z.string(withCode('FILL_ALL_FIELDS')).trim().max(JIB_MAX_LENGTH, withCode('JIB_TOO_LONG')),
    kontakt: requiredText(255),
    email: requiredText(254),
    grad: requiredText(100),
    posta: requiredText(16),
    adresa: requiredText(255),
    broj: requiredText(32),
  })
  .superRefine((customer, ctx) =>
    refineContact(
      { email: customer.email, phone: customer.broj, postalCode: customer.posta, all: customer },
      ctx,
      {
        email: 'email',
        phone: 'broj',
        postalCode: 'posta',
      },
      PROFORMA_PHONE_RULE,
    ),
  );
export type ProformaCustomer = z.infer<typeof ProformaCustomer>;
export type ProformaCustomerField = keyof ProformaCustomer;

/**
 * Delivery details on /plati: the same email and postal-code rules, and the lenient BiH phone rule. `napomena` (a
 * note) is optional.
 */
export const DeliveryDetails = z
  .object({
    ime: requiredText(255),
    email: requiredText(254),
    telefon: requiredText(32),
    adresa: requiredText(255),
    grad: requiredText(100),
    posta: requiredText(16),
    napomena: z.string().trim().max(1000).default(''),
  })
  .superRefine(({ napomena: _optional, ...required }, ctx) =>
    refineContact(
      { email: required.email, phone: required.telefon, postalCode: required.posta, all: required },
      ctx,
      {
        email: 'email',
        phone: 'telefon',
        postalCode: 'posta',
      },
      BIH_PHONE_RULE,
    ),
  );
export type DeliveryDetails = z.infer<typeof DeliveryDetails>;
export type DeliveryDetailsField = Exclude<keyof DeliveryDetails, 'napomena'> | 'napomena';

/**
 * "R1 račun": the invoice a business buyer deducts VAT with, issued to the company (name, JIB, registered address)
 * rather than to the person the goods are delivered to.
 */
export const R1Invoice = z.object({
  naziv_firme: z.string(withCode('COMPANY_NAME_REQUIRED')).trim().min(1, withCode('COMPANY_NAME_REQUIRED')).max(255),
  jib: z.string(withCode('INVALID_JIB')).trim().regex(COMPANY_JIB_PATTERN, withCode('INVALID_JIB')),
  adresa_firme: z
    .string(withCode('COMPANY_ADDRESS_REQUIRED'))
    .trim()
    .min(1, withCode('COMPANY_ADDRESS_REQUIRED'))
    .max(255),
});
export type R1Invoice = z.infer<typeof R1Invoice>;
export type R1InvoiceField = keyof R1Invoice;
