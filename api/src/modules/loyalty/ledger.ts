import { LOYALTY, type LoyaltyEntryKind } from '@shop/shared/contracts';

/** A ledger row as the arithmetic needs it (ids grow with time: the ledger is append-only). */
export interface LedgerEntry {
  id: number;
  kind: LoyaltyEntryKind;
  points: number;
  orderId: number | null;
  /** An `expire` row: the credit it expires. */
  creditId: number | null;
  createdAt: string;
  /** A credit's expiry. */
  expiresAt: string | null;
}

/** A credit and what is left of it after the debits so far. */
export interface Lot {
  creditId: number;
  kind: LoyaltyEntryKind;
  orderId: number | null;
  expiresAt: string;
  left: number;
}

/** One debit's share of one credit. */
export interface Allocation {
  creditId: number;
  points: number;
  expiresAt: string;
}

export interface LedgerState {
  lots: Lot[];
  /** For each debit (by id), the credits it took its points from. */
  allocations: Map<number, Allocation[]>;
  /** Debits no credit covered (0 unless rows were written around the rules). */
  uncovered: number;
}

/** ISO time `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

/** When a credit made at `createdAt` expires. */
export const creditExpiry = (createdAt: string) => addDays(createdAt, LOYALTY.creditValidDays);

/**
 * Replays the ledger FIFO: each debit takes its points from the credits that expire first (the oldest) and were
 * still valid when it was written; an `expire` row takes the rest of its own credit, and a `reverse` row first takes
 * from the credit of its own order. What is left of each credit gives the balance and each credit's expiry.
 */
export function replayLedger(entries: readonly LedgerEntry[]): LedgerState {
  const lots: Lot[] = [];
  const allocations = new Map<number, Allocation[]>();
  let uncovered = 0;
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    if (entry.points > 0) {
      const expiresAt = entry.expiresAt ?? creditExpiry(entry.createdAt);
      lots.push({ creditId: entry.id, kind: entry.kind, orderId: entry.orderId, expiresAt, left: entry.points });
      continue;
    }
    const valid = lots
      .filter((lot) => lot.left > 0 && (entry.kind === 'expire' || lot.expiresAt > entry.createdAt))
      .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.creditId - b.creditId);
    const first = (lot: Lot) =>
      entry.kind === 'expire'
        ? lot.creditId === entry.creditId
        : entry.kind === 'reverse' && lot.kind === 'earn' && lot.orderId === entry.orderId;
    const order =
      entry.kind === 'expire' ? valid.filter(first) : [...valid.filter(first), ...valid.filter((l) => !first(l))];
    let owed = -entry.points;
    const taken: Allocation[] = [];
    for (const lot of order) {
      if (owed === 0) break;
      const points = Math.min(lot.left, owed);
      lot.left -= points;
      owed -= points;
      taken.push({ creditId: lot.creditId, points, expiresAt: lot.expiresAt });
    }
    allocations.set(entry.id, taken);
    uncovered += owed;
  }
  return { lots, allocations, uncovered };
}

/** The points that can be spent at `now`: what is left of the credits not yet expired. */
export function balanceAt(state: LedgerState, now: string): number {
  const valid = state.lots.filter((lot) => lot.expiresAt > now).reduce((sum, lot) => sum + lot.left, 0);
  return valid - state.uncovered;
}

/** Of the balance at `now`, what expires within `days`. */
export function expiringWithin(state: LedgerState, now: string, days: number): number {
  const until = addDays(now, days);
  return state.lots
    .filter((lot) => lot.expiresAt > now && lot.expiresAt <= until)
    .reduce((sum, lot) => sum + lot.left, 0);
}

/** Credits past their expiry with points left: each needs an `expire` row for that rest. */
export function dueExpiries(
  state: LedgerState,
  now: string,
): { creditId: number; points: number; expiresAt: string }[] {
  return state.lots
    .filter((lot) => lot.expiresAt <= now && lot.left > 0)
    .map((lot) => ({ creditId: lot.creditId, points: lot.left, expiresAt: lot.expiresAt }));
}
