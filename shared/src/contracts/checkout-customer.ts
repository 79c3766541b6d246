import { z } from 'zod';
import { type ErrorCode, withCode } from './error-codes';

/** SPEC §5: a top-level domain of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/**
 * SPEC §5: the three Bosnian phone forms, each followed by groups of 3 and 2-3 digits; a space, slash or dash may
 * separate the groups. `+387` takes a non-zero digit and 1-2 more (e.g. +387 61 234 567, +387 33/123-456).
 */
const SEPARATOR = '[ /-]?';
const GROUPS = `${SEPARATOR}\\d{3}${SEPARATOR}\\d{2,3}`;
export const PHONE_PATTERN = new RegExp(`^(?:\\+387${SEPARATOR}[1-9]\\d{1,2}|06[1-9]|053)${GROUPS}$`);

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
) {
  const flag = (field: string, code: ErrorCode) => ctx.addIssue({ code: 'custom', message: code, path: [field] });
  const empty = Object.entries(value.all).filter(([, text]) => text === '');
  if (empty.length > 0) {
    for (const [field] of empty) flag(field, 'FILL_ALL_FIELDS');
    return;
  }
  if (!EMAIL_PATTERN.test(value.email)) flag(paths.email, 'INVALID_EMAIL');
  if (!PHONE_PATTERN.test(value.phone)) flag(paths.phone, 'INVALID_PHONE');
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
    refineContact({ email: customer.email, phone: customer.broj, postalCode: customer.posta, all: customer }, ctx, {
      email: 'email',
      phone: 'broj',
      postalCode: 'posta',
    }),
  );
export type ProformaCustomer = z.infer<typeof ProformaCustomer>;
export type ProformaCustomerField = keyof ProformaCustomer;

/** Delivery details on /plati: the same email, phone and postal-code rules. `napomena` (a note) is optional. */
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
    refineContact({ email: required.email, phone: required.telefon, postalCode: required.posta, all: required }, ctx, {
      email: 'email',
      phone: 'telefon',
      postalCode: 'posta',
    }),
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
