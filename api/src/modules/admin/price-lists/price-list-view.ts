import type { AdminPriceList, AdminPriceListDetail, AdminPriceRule, PriceListState } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import { feningaToKm } from '../../../lib/money';
import { shopToday } from '../../pricing';
import { findPriceList, listRules, type PriceListRow, type RuleRow } from './price-list-repository';

export function stateOf(row: { valid_from: string | null; valid_to: string | null }, today: string): PriceListState {
  if (row.valid_from !== null && row.valid_from > today) return 'scheduled';
  if (row.valid_to !== null && row.valid_to < today) return 'ended';
  return 'valid';
}

export function toAdminPriceList(row: PriceListRow, today: string): AdminPriceList {
  return {
    id: row.id,
    name: row.name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    state: stateOf(row, today),
    companyId: row.company_id,
    groupId: row.customer_group_id,
    ownerName: row.company_name ?? row.group_name ?? '',
    ruleCount: Number(row.rule_count),
  };
}

function toAdminRule(row: RuleRow): AdminPriceRule {
  const [target, targetId, targetName] =
    row.product_id !== null
      ? (['product', row.product_id, row.product_name] as const)
      : row.category_id !== null
        ? (['category', row.category_id, row.category_name] as const)
        : (['manufacturer', row.manufacturer_id ?? 0, row.manufacturer_name] as const);
  return {
    target,
    targetId,
    targetName: targetName ?? '',
    minQuantity: row.min_quantity,
    price: row.price_minor === null ? null : feningaToKm(row.price_minor),
    percentOff: row.percent_off_bp === null ? null : row.percent_off_bp / 100,
  };
}

export async function priceListDetail(db: DbOrTransaction, id: number): Promise<AdminPriceListDetail> {
  const row = await findPriceList(db, id);
  if (!row) throw new HttpError('PRICE_LIST_NOT_FOUND');
  return { ...toAdminPriceList(row, shopToday()), rules: (await listRules(db, id)).map(toAdminRule) };
}
