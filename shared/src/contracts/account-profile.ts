import { z } from 'zod';
import { NewPassword } from './account-auth';
import { JIB_MAX_LENGTH, POSTAL_CODE_PATTERN } from './checkout-customer';
import { BIH_PHONE_RULE, EmailAddress } from './contact-rules';
import { withCode } from './error-codes';

/** The account's profile (/korisnik); `email_na_cekanju` is a new address waiting for its confirmation link. */
export const Profile = z.object({
  ime: z.string(),
  email: z.string(),
  telefon: z.string(),
  naziv_firme: z.string(),
  jib: z.string(),
  email_na_cekanju: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

const optionalText = (max: number) => z.string().trim().max(max).default('');
/** A phone is optional in the profile; given, it is a BiH number (the lenient rule). */
const optionalPhone = optionalText(32).refine(
  (phone) => phone === '' || BIH_PHONE_RULE.accepts(phone),
  withCode(BIH_PHONE_RULE.code),
);
const jib = z.string().trim().max(JIB_MAX_LENGTH, withCode('JIB_TOO_LONG')).default('');

export const UpdateProfileBody = z.object({
  ime: z.string(withCode('NAME_REQUIRED')).trim().min(1, withCode('NAME_REQUIRED')).max(100),
  telefon: optionalPhone,
  naziv_firme: optionalText(255),
  jib,
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

const currentPassword = z.string(withCode('PASSWORD_REQUIRED')).min(1, withCode('PASSWORD_REQUIRED')).max(200);

/** A new password (the sign-up rules) after the current one; every other session of the user ends. */
export const ChangePasswordBody = z
  .object({
    lozinka: currentPassword,
    nova_lozinka: NewPassword,
    potvrda: z.string(withCode('PASSWORDS_DIFFER')),
  })
  .refine((value) => value.nova_lozinka === value.potvrda, { ...withCode('PASSWORDS_DIFFER'), path: ['potvrda'] });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** A new address for the account: the link goes to it, and the change happens when the link is opened. */
export const RequestEmailChangeBody = z.object({ email: EmailAddress, lozinka: currentPassword });
export type RequestEmailChangeBody = z.input<typeof RequestEmailChangeBody>;

/** Deleting the account asks for the password; the deletion itself waits for the emailed link. */
export const RequestAccountDeletionBody = z.object({ lozinka: currentPassword });
export type RequestAccountDeletionBody = z.input<typeof RequestAccountDeletionBody>;

/** What a request that sends an email answers: the address it went to. */
export const EmailSent = z.object({ status: z.literal(200), email: z.string() });

/** An entry of the address book. `naziv_firme` and `jib` are for a company's billing address (pro-forma). */
export const AddressInput = z
  .object({
    ime: z.string(withCode('FILL_ALL_FIELDS')).trim().max(255),
    naziv_firme: optionalText(255),
    jib,
    telefon: z.string(withCode('FILL_ALL_FIELDS')).trim().max(32),
    adresa: z.string(withCode('FILL_ALL_FIELDS')).trim().max(255),
    grad: z.string(withCode('FILL_ALL_FIELDS')).trim().max(100),
    posta: z.string(withCode('FILL_ALL_FIELDS')).trim().max(16),
  })
  .superRefine((address, ctx) => {
    const flag = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const required = ['ime', 'telefon', 'adresa', 'grad', 'posta'] as const;
    const empty = required.filter((field) => address[field] === '');
    for (const field of empty) flag(field, 'FILL_ALL_FIELDS');
    if (empty.length > 0) return;
    if (!BIH_PHONE_RULE.accepts(address.telefon)) flag('telefon', BIH_PHONE_RULE.code);
    if (!POSTAL_CODE_PATTERN.test(address.posta)) flag('posta', 'INVALID_POSTAL_CODE');
  });
export type AddressInput = z.input<typeof AddressInput>;
export type AddressField = keyof AddressInput;

export const Address = z.object({
  id: z.number().int(),
  ime: z.string(),
  naziv_firme: z.string(),
  jib: z.string(),
  telefon: z.string(),
  adresa: z.string(),
  grad: z.string(),
  posta: z.string(),
  zadana_dostava: z.boolean(),
  zadana_naplata: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const AddressBook = z.array(Address);

export const AddressParams = z.object({ id: z.coerce.number().int().positive() });

/** The two defaults: delivery (prefills /plati) and billing (prefills the pro-forma dialog). */
export const ADDRESS_DEFAULT_KINDS = ['dostava', 'naplata'] as const;
export const SetDefaultAddressBody = z.object({
  id: z.number().int().positive(),
  vrsta: z.enum(ADDRESS_DEFAULT_KINDS),
});
export type SetDefaultAddressBody = z.input<typeof SetDefaultAddressBody>;

/** Prefill of the pro-forma dialog for a signed-in user: the default billing address and the profile (or null). */
export const ProformaPrefill = z
  .object({
    naziv: z.string(),
    jib: z.string(),
    kontakt: z.string(),
    email: z.string(),
    grad: z.string(),
    posta: z.string(),
    adresa: z.string(),
    broj: z.string(),
  })
  .nullable();
export type ProformaPrefill = z.infer<typeof ProformaPrefill>;
