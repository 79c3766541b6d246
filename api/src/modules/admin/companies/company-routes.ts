import { type AdminCompany, type AdminCompanyDetail, type AdminCompanyInput, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { inRetriedTransaction } from '../../../db/retry-transaction';
import { isUniqueViolation } from '../../../db/unique-violation';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { feningaToKm, kmToFeninga } from '../../../lib/money';
import { findUserByEmail } from '../../accounts';
import {
  type CompanyRow,
  type CompanyValues,
  companyRoleOf,
  findCompany,
  findCustomerGroup,
  findMembership,
  insertCompany,
  insertCustomerGroup,
  jibTaken,
  listCompanies,
  listCustomerGroups,
  listDeliveryAddresses,
  listMembers,
  removeMember,
  replaceDeliveryAddresses,
  setMember,
  setUserGroup,
  updateCompany,
} from '../../companies';
import { recordAudit } from '../audit';

function toAdminCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    jib: row.jib,
    pdvNumber: row.pdv_number,
    seatAddress: row.seat_address,
    groupId: row.customer_group_id,
    groupName: row.group_name,
    verified: row.verified_at !== null,
    approvalLimit: row.approval_limit_minor === null ? null : feningaToKm(row.approval_limit_minor),
    memberCount: Number(row.member_count),
    createdAt: row.created_at,
  };
}

async function companyDetail(db: DbOrTransaction, id: number): Promise<AdminCompanyDetail> {
  const row = await findCompany(db, id);
  if (!row) throw new HttpError('COMPANY_NOT_FOUND');
  const members = await listMembers(db, id);
  return {
    ...toAdminCompany(row),
    deliveryAddresses: await listDeliveryAddresses(db, id),
    members: members.map((member) => ({ ...member, role: companyRoleOf(member.role) })),
  };
}

/** Verification keeps its first date: saving a verified company again does not move it. */
const valuesOf = (input: AdminCompanyInput, verifiedAt: string | null): CompanyValues => ({
  name: input.name,
  jib: input.jib,
  pdv_number: input.pdvNumber,
  seat_address: input.seatAddress,
  customer_group_id: input.groupId,
  verified_at: input.verified ? (verifiedAt ?? new Date().toISOString()) : null,
  approval_limit_minor: input.approvalLimit === null ? null : kmToFeninga(input.approvalLimit),
});

/**
 * The admin panel's company calls (#Firme), each guarded by `companies.manage`: only Admins create and verify
 * companies, link their users and set the customer group whose price lists apply (the company's terms).
 */
const adminCompaniesRoutes: FastifyPluginAsync = async (app) => {
  const checked = async (trx: DbOrTransaction, input: AdminCompanyInput, id?: number) => {
    if (input.groupId !== null && !(await findCustomerGroup(trx, input.groupId))) {
      throw new HttpError('CUSTOMER_GROUP_NOT_FOUND');
    }
    if (await jibTaken(trx, input.jib, id)) throw new HttpError('JIB_IN_USE');
  };
  /** A parallel save of the same JIB loses at the unique index: the same 409. */
  const jibUnique = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError('JIB_IN_USE');
      throw error;
    }
  };

  routeEndpoint(app, endpoints.adminListCompanies, async (request) => {
    const [rows, groups] = await Promise.all([listCompanies(app.db, request.query), listCustomerGroups(app.db)]);
    return { companies: rows.map(toAdminCompany), groups };
  });

  routeEndpoint(app, endpoints.adminGetCompany, (request) => companyDetail(app.db, request.params.id));

  routeEndpoint(app, endpoints.adminCreateCompany, async (request) => {
    const input = request.body;
    const id = await jibUnique(() =>
      inRetriedTransaction(app.db, async (trx) => {
        await checked(trx, input);
        const values = valuesOf(input, null);
        const created = await insertCompany(trx, values);
        await replaceDeliveryAddresses(trx, created, input.deliveryAddresses);
        await recordAudit(trx, request, {
          action: 'company.create',
          entity: 'company',
          entityId: created,
          after: { id: created, ...values, deliveryAddresses: input.deliveryAddresses },
        });
        return created;
      }),
    );
    return companyDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminUpdateCompany, async (request) => {
    const { id } = request.params;
    const input = request.body;
    await jibUnique(() =>
      inRetriedTransaction(app.db, async (trx) => {
        const before = await findCompany(trx, id);
        if (!before) throw new HttpError('COMPANY_NOT_FOUND');
        await checked(trx, input, id);
        const values = valuesOf(input, before.verified_at);
        const addressesBefore = await listDeliveryAddresses(trx, id);
        await updateCompany(trx, id, values);
        await replaceDeliveryAddresses(trx, id, input.deliveryAddresses);
        const { member_count: _count, group_name: _group, ...unchanged } = before;
        await recordAudit(trx, request, {
          action: 'company.update',
          entity: 'company',
          entityId: id,
          before: { ...unchanged, deliveryAddresses: addressesBefore },
          after: { id, ...values, deliveryAddresses: input.deliveryAddresses },
        });
      }),
    );
    return companyDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminSetCompanyMember, async (request) => {
    const { id } = request.params;
    const { email, role } = request.body;
    await inRetriedTransaction(app.db, async (trx) => {
      if (!(await findCompany(trx, id))) throw new HttpError('COMPANY_NOT_FOUND');
      const user = await findUserByEmail(trx, email);
      if (!user) throw new HttpError('USER_NOT_FOUND');
      const membership = await findMembership(trx, user.id);
      if (membership && membership.companyId !== id) throw new HttpError('MEMBER_OF_OTHER_COMPANY');
      await setMember(trx, id, user.id, role);
      await recordAudit(trx, request, {
        action: 'company.member',
        entity: 'company',
        entityId: id,
        before: membership ? { userId: user.id, role: membership.role } : undefined,
        after: { userId: user.id, email, role },
      });
    });
    return companyDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminRemoveCompanyMember, async (request) => {
    const { id, userId } = request.params;
    await inRetriedTransaction(app.db, async (trx) => {
      if (!(await findCompany(trx, id))) throw new HttpError('COMPANY_NOT_FOUND');
      if (!(await removeMember(trx, id, userId))) throw new HttpError('USER_NOT_FOUND');
      await recordAudit(trx, request, {
        action: 'company.member.remove',
        entity: 'company',
        entityId: id,
        before: { userId },
      });
    });
    return companyDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminSetUserGroup, async (request) => {
    const { email, groupId } = request.body;
    await inRetriedTransaction(app.db, async (trx) => {
      const user = await findUserByEmail(trx, email);
      if (!user) throw new HttpError('USER_NOT_FOUND');
      if (groupId !== null && !(await findCustomerGroup(trx, groupId))) throw new HttpError('CUSTOMER_GROUP_NOT_FOUND');
      await setUserGroup(trx, user.id, groupId);
      await recordAudit(trx, request, {
        action: 'user.group',
        entity: 'user',
        entityId: user.id,
        before: { groupId: user.customer_group_id },
        after: { groupId },
      });
    });
    return { email, groupId };
  });

  routeEndpoint(app, endpoints.adminCreateCustomerGroup, async (request) => {
    const { name } = request.body;
    try {
      return await inRetriedTransaction(app.db, async (trx) => {
        const id = await insertCustomerGroup(trx, name);
        await recordAudit(trx, request, {
          action: 'customergroup.create',
          entity: 'customergroup',
          entityId: id,
          after: { id, name },
        });
        return { id, name };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError('CUSTOMER_GROUP_EXISTS');
      throw error;
    }
  });
};

export default adminCompaniesRoutes;
