import { addDays, balanceAt, dueExpiries, expiringWithin, type LedgerEntry, replayLedger } from './ledger';

const T0 = '2026-01-01T00:00:00.000Z';
const at = (days: number) => addDays(T0, days);

let nextId = 1;
const entry = (kind: LedgerEntry['kind'], points: number, day: number, extra: Partial<LedgerEntry> = {}) => {
  const createdAt = at(day);
  const credit = points > 0;
  return {
    id: nextId++,
    kind,
    points,
    orderId: null,
    creditId: null,
    createdAt,
    expiresAt: credit ? addDays(createdAt, 365) : null,
    ...extra,
  } satisfies LedgerEntry;
};

describe('the loyalty ledger arithmetic', () => {
  it('sums credits and debits into the balance', () => {
    const state = replayLedger([entry('earn', 800, 0), entry('earn', 300, 10), entry('redeem', -500, 20)]);
    expect(balanceAt(state, at(21))).toBe(600);
    expect(state.uncovered).toBe(0);
  });

  it('spends the oldest credit first, so the newer one keeps its points and its later expiry', () => {
    const old = entry('earn', 600, 0);
    const newer = entry('earn', 600, 100);
    const redeem = entry('redeem', -700, 200);
    const state = replayLedger([old, newer, redeem]);
    expect(state.allocations.get(redeem.id)).toEqual([
      { creditId: old.id, points: 600, expiresAt: old.expiresAt },
      { creditId: newer.id, points: 100, expiresAt: newer.expiresAt },
    ]);
    // The old credit is spent, so nothing expires on its day; the newer credit's 500 expire on day 465.
    expect(dueExpiries(state, at(366))).toEqual([]);
    expect(balanceAt(state, at(366))).toBe(500);
    expect(expiringWithin(state, at(440), 30)).toBe(500);
    expect(balanceAt(state, at(465))).toBe(0);
    expect(dueExpiries(state, at(465))).toEqual([{ creditId: newer.id, points: 500, expiresAt: newer.expiresAt }]);
  });

  it('lets a credit expire 365 days after it was made, with only what was not spent', () => {
    const earn = entry('earn', 900, 0);
    const state = replayLedger([earn, entry('redeem', -500, 30)]);
    expect(balanceAt(state, at(364))).toBe(400);
    expect(expiringWithin(state, at(340), 30)).toBe(400);
    expect(expiringWithin(state, at(330), 30)).toBe(0);
    expect(balanceAt(state, at(365))).toBe(0);
    expect(dueExpiries(state, at(365))).toEqual([{ creditId: earn.id, points: 400, expiresAt: earn.expiresAt }]);
    // Once the expire row is written, nothing is due and the balance stays 0.
    const settled = replayLedger([earn, entry('redeem', -500, 30), entry('expire', -400, 365, { creditId: earn.id })]);
    expect(dueExpiries(settled, at(400))).toEqual([]);
    expect(balanceAt(settled, at(400))).toBe(0);
  });

  it('does not pay a debit from a credit that had expired when the debit was written', () => {
    const expired = entry('earn', 700, 0);
    const fresh = entry('earn', 600, 300);
    const redeem = entry('redeem', -500, 400);
    const state = replayLedger([expired, fresh, redeem]);
    expect(state.allocations.get(redeem.id)).toEqual([{ creditId: fresh.id, points: 500, expiresAt: fresh.expiresAt }]);
    expect(dueExpiries(state, at(400))).toEqual([{ creditId: expired.id, points: 700, expiresAt: expired.expiresAt }]);
  });

  it("takes a reversal from its own order's credit first", () => {
    const older = entry('earn', 500, 0, { orderId: 1 });
    const reversed = entry('earn', 300, 10, { orderId: 2 });
    const reverse = entry('reverse', -300, 20, { orderId: 2 });
    const state = replayLedger([older, reversed, reverse]);
    expect(state.allocations.get(reverse.id)).toEqual([
      { creditId: reversed.id, points: 300, expiresAt: reversed.expiresAt },
    ]);
    expect(balanceAt(state, at(21))).toBe(500);
  });

  it('returns a released reservation with the expiry of the credits it came from', () => {
    const earn = entry('earn', 1000, 0);
    const redeem = entry('redeem', -600, 50);
    const release = entry('release', 600, 60, { expiresAt: earn.expiresAt });
    const state = replayLedger([earn, redeem, release]);
    expect(balanceAt(state, at(61))).toBe(1000);
    expect(expiringWithin(state, at(340), 30)).toBe(1000);
    expect(balanceAt(state, at(365))).toBe(0);
  });

  it('counts a debit no credit covers against the balance', () => {
    const state = replayLedger([entry('earn', 100, 0), entry('redeem', -150, 1)]);
    expect(state.uncovered).toBe(50);
    expect(balanceAt(state, at(2))).toBe(-50);
  });
});
