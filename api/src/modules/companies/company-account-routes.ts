import { endpoints, type MyCompany } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { feningaToKm, kmToFeninga } from '../../lib/money';
import { enqueueEmail } from '../../outbox/enqueue';
import { issueAccountToken, signedInUser, useAccountToken } from '../accounts';
import { companyInviteEmail } from './company-invite-email';
import { companyRoleOf, findMembership, listMembers, setApprovalLimit, setMember } from './company-repository';

async function myCompany(db: DbOrTransaction, userId: number): Promise<MyCompany> {
  const membership = await findMembership(db, userId);
  if (!membership) return { firma: null };
  const members = await listMembers(db, membership.companyId);
  return {
    firma: {
      naziv: membership.name,
      jib: membership.jib,
      provjerena: membership.verified_at !== null,
      uloga: companyRoleOf(membership.role),
      granica_odobrenja: membership.approval_limit_minor === null ? null : feningaToKm(membership.approval_limit_minor),
      clanovi: members.map((member) => ({
        ime: member.username,
        email: member.email,
        uloga: companyRoleOf(member.role),
      })),
    },
  };
}

/**
 * /korisnik/firma: the signed-in user's company. Its administrator invites colleagues by email (an account link of
 * kind `companyInvite`, issued by the administrator); the invited address, signed in, joins as a buyer.
 */
const companyAccountRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.getMyCompany, async (request) =>
    myCompany(app.db, (await signedInUser(app, request)).id),
  );

  routeEndpoint(
    app,
    endpoints.inviteToCompany,
    async (request) => {
      const user = await signedInUser(app, request);
      const membership = await findMembership(app.db, user.id);
      if (membership?.role !== 'administrator') throw new HttpError('COMPANY_ADMIN_ONLY');
      const { email } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const token = await issueAccountToken(trx, 'companyInvite', { email, userId: user.id });
        const context = { origin: request.siteOrigin(), language: requestLanguage(request) };
        await enqueueEmail(
          trx,
          companyInviteEmail(context, { to: email, company: membership.name, inviter: user.username, token }),
        );
      });
      return { status: 200 as const };
    },
    { rateLimit: 'companyInvite' },
  );

  /** Only the company's administrator sets the limit its buyers' orders wait above (decision 023). */
  routeEndpoint(app, endpoints.setApprovalLimit, async (request) => {
    const user = await signedInUser(app, request);
    const membership = await findMembership(app.db, user.id);
    if (membership?.role !== 'administrator') throw new HttpError('APPROVER_ONLY');
    const { granica } = request.body;
    await setApprovalLimit(app.db, membership.companyId, granica === null ? null : kmToFeninga(granica));
    return myCompany(app.db, user.id);
  });

  routeEndpoint(app, endpoints.joinCompany, async (request) => {
    const user = await signedInUser(app, request);
    await app.db.transaction().execute(async (trx) => {
      const invite = await useAccountToken(trx, 'companyInvite', request.body.token);
      if (invite.email.toLowerCase() !== user.email.toLowerCase()) throw new HttpError('COMPANY_INVITE_OTHER_EMAIL');
      // The company is the inviting administrator's, as long as they still are its administrator.
      const inviter = invite.user_id === null ? undefined : await findMembership(trx, invite.user_id);
      if (inviter?.role !== 'administrator') throw new HttpError('LINK_INVALID');
      const own = await findMembership(trx, user.id);
      if (own && own.companyId !== inviter.companyId) throw new HttpError('MEMBER_OF_OTHER_COMPANY');
      if (!own) await setMember(trx, inviter.companyId, user.id, 'kupac');
    });
    return myCompany(app.db, user.id);
  });
};

export default companyAccountRoutes;
