import { z } from 'zod';
import { COMPANY_JIB_PATTERN, JIB_MAX_LENGTH } from './checkout-customer';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './common-passwords';
import { EmailAddress } from './contact-rules';
import { withCode } from './error-codes';

/** A new password: 10 to 128 characters of anything, no composition rules, none of the most common ones. */
export const NewPassword = z
  .string(withCode('PASSWORD_REQUIRED'))
  .min(1, withCode('PASSWORD_REQUIRED'))
  .min(PASSWORD_MIN_LENGTH, withCode('PASSWORD_TOO_SHORT'))
  .max(PASSWORD_MAX_LENGTH, withCode('PASSWORD_TOO_LONG'))
  .refine((password) => !isCommonPassword(password), withCode('PASSWORD_TOO_COMMON'));

/** The token of an emailed link, as the link carries it (base64url of 32 bytes; anything else is refused later). */
const LinkToken = z.string().max(100);

const passwordsMatch = (value: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: 'custom', message: 'PASSWORDS_DIFFER', path: ['passwordConfirm'] });
  }
};

/**
 * /registracija: name, email, the password twice, an optional company (a business customer: its name and JIB), and
 * consent to the terms. `token`: the emailed invitation of /registracija/{token} (after a guest order or pro-forma).
 * `firma`: registering for a company ("Kupujem za firmu"), which then needs the company's name; a JIB needs one too.
 * `poslovni_racun`: also opening the company's business account (issue 27): the company is created, unverified, with
 * this user as its administrator; it then needs its 13-digit JIB and seat, and a PDV number if it has one.
 */
export const RegisterBody = z
  .object({
    ime: z.string(withCode('NAME_REQUIRED')).trim().min(1, withCode('NAME_REQUIRED')).max(100),
    email: EmailAddress,
    password: NewPassword,
    passwordConfirm: z.string(withCode('PASSWORDS_DIFFER')),
    naziv: z.string().trim().max(255).default(''),
    jib: z.string().trim().max(JIB_MAX_LENGTH, withCode('JIB_TOO_LONG')).default(''),
    firma: z.boolean().default(false),
    poslovni_racun: z.boolean().optional(),
    pdv_broj: z.string().trim().max(12, withCode('INVALID_PDV_NUMBER')).optional(),
    sjediste: z.string().trim().max(300, withCode('INVALID_FIELD')).optional(),
    adresa_isporuke: z.string().trim().max(300, withCode('INVALID_FIELD')).optional(),
    uslovi: z.literal(true, withCode('TERMS_REQUIRED')),
    token: LinkToken.optional(),
  })
  .superRefine((value, ctx) => {
    passwordsMatch(value, ctx);
    if ((value.firma || value.jib !== '' || value.poslovni_racun) && value.naziv === '') {
      ctx.addIssue({ code: 'custom', message: 'COMPANY_NAME_REQUIRED', path: ['naziv'] });
    }
    if (value.poslovni_racun) businessAccountComplete(value, ctx);
  });
export type RegisterBody = z.input<typeof RegisterBody>;

/** A PDV number: 12 digits. */
export const COMPANY_PDV_PATTERN = /^\d{12}$/;

function businessAccountComplete(
  value: { jib: string; pdv_broj?: string; sjediste?: string },
  ctx: z.RefinementCtx,
): void {
  if (!COMPANY_JIB_PATTERN.test(value.jib)) ctx.addIssue({ code: 'custom', message: 'INVALID_JIB', path: ['jib'] });
  if (!value.sjediste) ctx.addIssue({ code: 'custom', message: 'COMPANY_ADDRESS_REQUIRED', path: ['sjediste'] });
  if (value.pdv_broj && !COMPANY_PDV_PATTERN.test(value.pdv_broj)) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_PDV_NUMBER', path: ['pdv_broj'] });
  }
}

/** What /registracija/{token} fills in: the invited email and the details the guest gave with the order. */
export const RegistrationInvite = z.object({
  email: z.string(),
  ime: z.string(),
  naziv: z.string(),
  jib: z.string(),
});
export type RegistrationInvite = z.infer<typeof RegistrationInvite>;

export const EmailBody = z.object({ email: EmailAddress });
export const LinkTokenBody = z.object({ token: LinkToken });
export const LinkTokenParams = z.object({ token: LinkToken });

export const ResetPasswordBody = z
  .object({ token: LinkToken, password: NewPassword, passwordConfirm: z.string(withCode('PASSWORDS_DIFFER')) })
  .superRefine(passwordsMatch);
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** The answer of every account-link call: done (what was done, if anything, is told by email only). */
export const AccountLinkResponse = z.object({ status: z.literal(200) });
