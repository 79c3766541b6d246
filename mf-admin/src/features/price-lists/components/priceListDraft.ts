import type { AdminPriceListDetail, AdminPriceListInput, PriceRuleTarget } from '@shop/shared/contracts';

/** One row of the editor as typed: numbers stay text until the form is checked. */
export interface RuleDraft {
  key: string;
  target: PriceRuleTarget;
  targetId: number;
  targetName: string;
  minQuantity: string;
  price: string;
  percentOff: string;
}

export interface PriceListDraft {
  name: string;
  validFrom: string;
  validTo: string;
  companyId: string;
  groupId: string;
  rules: RuleDraft[];
}

let lastKey = 0;
/** React's key for a row: rows are added, removed and split into tiers, so their index is no identity. */
const key = () => {
  lastKey += 1;
  return `rule-${lastKey}`;
};

export function newRule(target: PriceRuleTarget, targetId: number, targetName: string, minQuantity = '1'): RuleDraft {
  return { key: key(), target, targetId, targetName, minQuantity, price: '', percentOff: '' };
}

export function draftOf(list?: AdminPriceListDetail): PriceListDraft {
  return {
    name: list?.name ?? '',
    validFrom: list?.validFrom ?? '',
    validTo: list?.validTo ?? '',
    companyId: list?.companyId ? String(list.companyId) : '',
    groupId: list?.groupId ? String(list.groupId) : '',
    rules: (list?.rules ?? []).map((rule) => ({
      ...newRule(rule.target, rule.targetId, rule.targetName, String(rule.minQuantity)),
      price: rule.price === null ? '' : String(rule.price),
      percentOff: rule.percentOff === null ? '' : String(rule.percentOff),
    })),
  };
}

/** A decimal as typed, with a comma or a point; '' is none. */
const decimal = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** What the schema (AdminPriceListInput) checks: the same shape the API takes. */
export function inputOf(draft: PriceListDraft): Record<keyof AdminPriceListInput, unknown> {
  return {
    name: draft.name,
    validFrom: draft.validFrom || null,
    validTo: draft.validTo || null,
    companyId: draft.companyId ? Number(draft.companyId) : null,
    groupId: draft.groupId ? Number(draft.groupId) : null,
    rules: draft.rules.map((rule) => ({
      target: rule.target,
      targetId: rule.targetId,
      minQuantity: rule.minQuantity,
      price: decimal(rule.price),
      percentOff: decimal(rule.percentOff),
    })),
  };
}
