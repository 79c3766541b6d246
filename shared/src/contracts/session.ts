import { z } from 'zod';
import { EmailAddress } from './contact-rules';
import { withCode } from './error-codes';

export const Role = z.enum(['Admin', 'Editor', 'Korisnik']);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  korisnicko_ime: z.string(),
  role: Role,
  /** Avatar URL; the UI clears it when it fails to load. */
  url_slike: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const LoginBody = z.object({
  email: EmailAddress,
  password: z.string(withCode('PASSWORD_REQUIRED')).min(1, withCode('PASSWORD_REQUIRED')).max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LogoutResponse = z.object({ status: z.literal(200) });
