import { AdminPriceListInput, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { inRetriedTransaction } from '../../../db/retry-transaction';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { kmToFeninga } from '../../../lib/money';
import { readUploadedFile, uploadedFilePart } from '../../../plugins/external/multipart';
import { shopToday } from '../../pricing';
import { recordAudit } from '../audit';
import { priceListCsv, rulesFromCsv } from './price-list-csv';
import {
  deletePriceList,
  findPriceList,
  insertPriceList,
  listPriceLists,
  listRules,
  ownerExists,
  type PriceListValues,
  priceListOptions,
  type RuleValues,
  replaceRules,
  targetsExist,
  updatePriceList,
} from './price-list-repository';
import { priceListDetail, toAdminPriceList } from './price-list-view';

const valuesOf = (input: AdminPriceListInput): PriceListValues => ({
  name: input.name,
  valid_from: input.validFrom,
  valid_to: input.validTo,
  company_id: input.companyId,
  customer_group_id: input.groupId,
});

const rulesOf = (input: AdminPriceListInput): RuleValues[] =>
  input.rules.map((rule) => ({
    target: rule.target,
    targetId: rule.targetId,
    minQuantity: rule.minQuantity,
    priceMinor: rule.price === null ? null : kmToFeninga(rule.price),
    // Basis points: 7.5 % is 750, so a percentage keeps two decimals.
    percentOffBp: rule.percentOff === null ? null : Math.round(rule.percentOff * 100),
  }));

/** The admin panel's price-list calls, each guarded by `pricelists.manage` (Admins and Editors). */
const adminPriceListsRoutes: FastifyPluginAsync = async (app) => {
  /** Checks the owner and the targets, then writes the list and its rules; the audit gets both. */
  const save = async (
    trx: DbOrTransaction,
    request: FastifyRequest,
    input: AdminPriceListInput,
    id?: number,
    action = id === undefined ? 'pricelist.create' : 'pricelist.update',
  ) => {
    const values = valuesOf(input);
    const rules = rulesOf(input);
    if (!(await ownerExists(trx, values))) {
      throw new HttpError(values.company_id !== null ? 'COMPANY_NOT_FOUND' : 'CUSTOMER_GROUP_NOT_FOUND');
    }
    if (!(await targetsExist(trx, rules))) throw new HttpError('PRICE_RULE_TARGET_NOT_FOUND');
    let before: unknown;
    if (id !== undefined) {
      const row = await findPriceList(trx, id);
      if (!row) throw new HttpError('PRICE_LIST_NOT_FOUND');
      before = { ...row, rules: await listRules(trx, id) };
      await updatePriceList(trx, id, values);
    }
    const listId = id ?? (await insertPriceList(trx, values));
    await replaceRules(trx, listId, rules);
    await recordAudit(trx, request, {
      action,
      entity: 'pricelist',
      entityId: listId,
      before,
      after: { id: listId, ...values, rules },
    });
    return listId;
  };

  routeEndpoint(app, endpoints.adminListPriceLists, async (request) => {
    const today = shopToday();
    const rows = await listPriceLists(app.db, request.query, today);
    return { priceLists: rows.map((row) => toAdminPriceList(row, today)) };
  });

  routeEndpoint(app, endpoints.adminGetPriceList, (request) => priceListDetail(app.db, request.params.id));

  routeEndpoint(app, endpoints.adminCreatePriceList, async (request) => {
    const id = await inRetriedTransaction(app.db, (trx) => save(trx, request, request.body));
    return priceListDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminUpdatePriceList, async (request) => {
    const { id } = request.params;
    await inRetriedTransaction(app.db, (trx) => save(trx, request, request.body, id));
    return priceListDetail(app.db, id);
  });

  routeEndpoint(app, endpoints.adminDeletePriceList, async (request) => {
    const { id } = request.params;
    await inRetriedTransaction(app.db, async (trx) => {
      const before = await findPriceList(trx, id);
      if (!before) throw new HttpError('PRICE_LIST_NOT_FOUND');
      const rules = await listRules(trx, id);
      await deletePriceList(trx, id);
      await recordAudit(trx, request, {
        action: 'pricelist.delete',
        entity: 'pricelist',
        entityId: id,
        before: { ...before, rules },
      });
    });
    return { deleted: true as const };
  });

  routeEndpoint(app, endpoints.adminPriceListOptions, () => priceListOptions(app.db));

  routeEndpoint(app, endpoints.adminExportPriceList, async (request, reply) => {
    const { id } = request.params;
    const list = await findPriceList(app.db, id);
    if (!list) throw new HttpError('PRICE_LIST_NOT_FOUND');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cjenovnik-${id}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(priceListCsv(await listRules(app.db, id)));
  });

  /** The file's rules replace the list's, as a save from the editor would (the same checks, one audit entry). */
  routeEndpoint(app, endpoints.adminImportPriceList, async (request) => {
    const { id } = request.params;
    const file = await uploadedFilePart(request);
    if (!file) throw new HttpError('IMPORT_FILE_REQUIRED');
    const content = await readUploadedFile(file, async (stream) => Buffer.concat(await stream.toArray()));
    if (file.file.truncated) throw new HttpError('IMPORT_FILE_TOO_LARGE');
    const list = await findPriceList(app.db, id);
    if (!list) throw new HttpError('PRICE_LIST_NOT_FOUND');
    const checked = AdminPriceListInput.safeParse({
      name: list.name,
      validFrom: list.valid_from,
      validTo: list.valid_to,
      companyId: list.company_id,
      groupId: list.customer_group_id,
      rules: await rulesFromCsv(app.db, content),
    });
    if (!checked.success) throw new HttpError('PRICE_RULE_DUPLICATE');
    await inRetriedTransaction(app.db, (trx) => save(trx, request, checked.data, id, 'pricelist.import'));
    return priceListDetail(app.db, id);
  });
};

export default adminPriceListsRoutes;
