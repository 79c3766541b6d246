import { decreasedQuantity, increasedQuantity, quantityFromInput } from './quantityRules';

describe('quantity rules (SPEC §5)', () => {
  it('keeps digits only', () => {
    expect(quantityFromInput('3a', 10)).toEqual({ value: 3, clamped: false });
    expect(quantityFromInput('-2', 10)).toEqual({ value: 2, clamped: false });
    expect(quantityFromInput('1.5', 10)).toEqual({ value: 10, clamped: true });
  });

  it('lets the field be empty while typing, and never holds 0', () => {
    expect(quantityFromInput('', 10)).toEqual({ value: null, clamped: false });
    expect(quantityFromInput('abc', 10)).toEqual({ value: null, clamped: false });
    expect(quantityFromInput('0', 10)).toEqual({ value: 1, clamped: false });
  });

  it('clamps typing past the stock to the stock and flags it', () => {
    expect(quantityFromInput('10', 10)).toEqual({ value: 10, clamped: false });
    expect(quantityFromInput('11', 10)).toEqual({ value: 10, clamped: true });
    expect(quantityFromInput('99999999999999999999', 7)).toEqual({ value: 7, clamped: true });
  });

  it('+ adds one up to the stock, then flags the clamp', () => {
    expect(increasedQuantity(1, 3)).toEqual({ value: 2, clamped: false });
    expect(increasedQuantity(3, 3)).toEqual({ value: 3, clamped: true });
  });

  it('− never goes below 1', () => {
    expect(decreasedQuantity(2)).toEqual({ value: 1, clamped: false });
    expect(decreasedQuantity(1)).toEqual({ value: 1, clamped: false });
  });

  it('holds 1 when nothing is in stock', () => {
    expect(quantityFromInput('5', 0)).toEqual({ value: 1, clamped: true });
    expect(increasedQuantity(1, 0)).toEqual({ value: 1, clamped: true });
  });
});

describe('quantity rules, table (SPEC §5)', () => {
  it.each([
    ['3', 5, { value: 3, clamped: false }],
    ['5', 5, { value: 5, clamped: false }],
    ['9', 5, { value: 5, clamped: true }],
    ['120', 5, { value: 5, clamped: true }],
    ['0', 5, { value: 1, clamped: false }],
    ['2a', 5, { value: 2, clamped: false }],
    ['-4', 5, { value: 4, clamped: false }],
    ['', 5, { value: null, clamped: false }],
    ['abc', 5, { value: null, clamped: false }],
  ])('typing %p with stock %p gives %p', (typed, stock, expected) => {
    expect(quantityFromInput(typed, stock)).toEqual(expected);
  });

  it('+ clamps at the stock with the message; − stops at 1', () => {
    expect(increasedQuantity(4, 5)).toEqual({ value: 5, clamped: false });
    expect(increasedQuantity(5, 5)).toEqual({ value: 5, clamped: true });
    expect(decreasedQuantity(2)).toEqual({ value: 1, clamped: false });
    expect(decreasedQuantity(1)).toEqual({ value: 1, clamped: false });
  });
});
