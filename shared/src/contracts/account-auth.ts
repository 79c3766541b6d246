import { z } from 'zod';
import { JIB_MAX_LENGTH } from './checkout-customer';
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
    uslovi: z.literal(true, withCode('TERMS_REQUIRED')),
    token: LinkToken.optional(),
  })
  .superRefine((value, ctx) => {
    passwordsMatch(value, ctx);
    if ((value.firma || value.jib !== '') && value.naziv === '') {
      ctx.addIssue({ code: 'custom', message: 'COMPANY_NAME_REQUIRED', path: ['naziv'] });
    }
  });
export type RegisterBody = z.input<typeof RegisterBody>;

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
