import { z } from 'zod';
import { LinkTokenBody } from './account-auth';
import { CompanyRole } from './admin/business';
import { Money } from './common';
import { EmailAddress } from './contact-rules';

/* The account area's company page (/korisnik/firma): the user's company, its users, and inviting colleagues. */

export const CompanyMemberView = z.object({ ime: z.string(), email: z.string(), uloga: CompanyRole });

export const MyCompany = z.object({
  firma: z
    .object({
      naziv: z.string(),
      jib: z.string(),
      /** Staff verified it: only then its price lists apply. */
      provjerena: z.boolean(),
      /** The signed-in user's role: an `administrator` invites colleagues. */
      uloga: CompanyRole,
      /** A buyer's order above it (KM with VAT) waits for an administrator's approval; null: orders never wait. */
      granica_odobrenja: Money.nullable(),
      clanovi: z.array(CompanyMemberView),
    })
    .nullable(),
});
export type MyCompany = z.infer<typeof MyCompany>;

export const CompanyInviteBody = z.object({ email: EmailAddress });
export type CompanyInviteBody = z.infer<typeof CompanyInviteBody>;

/** The emailed invitation's token: the signed-in user with the invited address joins as a buyer. */
export const CompanyJoinBody = LinkTokenBody;
