import { loyaltySlugOf, sitePaths } from '../site/paths';
import {
  discountToPoints,
  maxRedeemablePoints,
  pointsEarned,
  pointsToDiscountMinor,
  redemptionProblem,
} from './loyalty-rules';

describe('the loyalty rules', () => {
  it('earns 1 point per whole KM', () => {
    expect(pointsEarned(123_499)).toBe(1234);
    expect(pointsEarned(99)).toBe(0);
    expect(pointsEarned(-500)).toBe(0);
  });

  it('values 100 points at 1 KM', () => {
    expect(pointsToDiscountMinor(500)).toBe(500);
    expect(pointsToDiscountMinor(1234)).toBe(1234);
    expect(discountToPoints(600)).toBe(600);
  });

  it('redeems at least 500 points, at most half the items total, never more than the balance', () => {
    expect(maxRedeemablePoints(200_000, 5_000)).toBe(5_000);
    expect(maxRedeemablePoints(1_201, 5_000)).toBe(600);
    expect(redemptionProblem(499, 200_000, 5_000)).toEqual({ code: 'LOYALTY_MINIMUM', params: { min: 500 } });
    expect(redemptionProblem(601, 1_200, 5_000)).toEqual({ code: 'LOYALTY_OVER_HALF', params: { max: 600 } });
    expect(redemptionProblem(900, 200_000, 800)).toEqual({ code: 'LOYALTY_OVER_BALANCE', params: { balance: 800 } });
    expect(redemptionProblem(600, 1_200, 600)).toBeUndefined();
  });

  it('builds and reads /<slug>-loyalty paths', () => {
    expect(sitePaths('sr').loyalty()).toBe('/itshop-loyalty');
    expect(sitePaths('en').loyalty('računar-x')).toBe('/en/ra%C4%8Dunar-x-loyalty');
    expect(loyaltySlugOf('/en/ra%C4%8Dunar-x-loyalty')).toBe('računar-x');
    expect(loyaltySlugOf('/itshop-loyalty')).toBe('itshop');
    expect(loyaltySlugOf('/o-nama')).toBeUndefined();
    expect(loyaltySlugOf('/a/b-loyalty')).toBeUndefined();
  });
});
