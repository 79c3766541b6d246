import { SAMPLE_DELIVERY_DETAILS } from '../fixtures';
import { errorMessage } from '../i18n/errorMessage';
import { CardDetails, CardExpiry, PlaceOrderBody } from './checkout-orders';
import { issueCode } from './error-codes';

const card = { broj: '4242 4242 4242 4242', ime_na_kartici: 'Ana Anić', vazi_do: '12/29', cvc: '123' };
const firstMessage = (schema: typeof CardDetails, input: unknown) => {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue ? errorMessage('sr', issueCode(issue)) : null;
};

describe('CardExpiry: the card\u2019s "valid through" as shoppers write it', () => {
  it.each([
    ['12/29', '12/29'],
    ['1229', '12/29'],
    ['12/2029', '12/29'],
    ['122029', '12/29'],
    [' 01 / 30 ', '01/30'],
  ])('reads %s as %s (the form the payment provider takes)', (typed, read) => {
    expect(CardExpiry.parse(typed)).toBe(read);
  });

  it.each(['13/29', '00/29', '1/29', '12/9', '12/029', '12/1999', '12-29', '12/29/1', '', 'MM/GG'])(
    'refuses %s and says which format it expects',
    (typed) => {
      expect(firstMessage(CardDetails, { ...card, vazi_do: typed })).toBe(
        'Unesite datum do kojeg kartica važi kao MM/GG, npr. 12/29.',
      );
    },
  );
});

describe('card details', () => {
  it('needs the cardholder\u2019s name as on the card (the payment form and the API alike)', () => {
    const { ime_na_kartici: _name, ...withoutName } = card;
    expect(firstMessage(CardDetails, withoutName)).toBe('Unesite ime kako je napisano na kartici.');
    expect(firstMessage(CardDetails, { ...card, ime_na_kartici: '  ' })).toBe(
      'Unesite ime kako je napisano na kartici.',
    );
    expect(CardDetails.parse({ ...card, ime_na_kartici: ' Ana Anić ', vazi_do: '1229' })).toEqual({
      broj: '4242424242424242',
      ime_na_kartici: 'Ana Anić',
      vazi_do: '12/29',
      cvc: '123',
    });
  });

  it('an order paid by card reaches the API with the expiry as MM/YY, however it was typed', () => {
    const order = PlaceOrderBody.parse({
      nacin_placanja: 'kartica',
      uslovi: true,
      kartica: { ...card, vazi_do: '12/2029' },
      kupac: SAMPLE_DELIVERY_DETAILS,
    });
    expect(order.nacin_placanja === 'kartica' && order.kartica.vazi_do).toBe('12/29');
  });
});
