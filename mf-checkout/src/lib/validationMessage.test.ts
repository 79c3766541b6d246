import { checkoutMessages } from '@shop/shared/contracts';
import { translate } from '@shop/shared/i18n';
import { validationMessageKey } from './validationMessage';

describe('validationMessageKey', () => {
  it.each([
    checkoutMessages.fillAllFields,
    checkoutMessages.invalidEmail,
    checkoutMessages.invalidPhone,
    checkoutMessages.invalidPostalCode,
  ])('shows %s unchanged in Serbian and translated in English', (message) => {
    const key = validationMessageKey(message);
    expect(key).toBeDefined();
    if (!key) return;
    expect(translate('sr', key)).toBe(message);
    expect(translate('en', key)).not.toBe(message);
  });

  it('knows nothing of other messages', () => {
    expect(validationMessageKey('Nešto drugo.')).toBeUndefined();
  });
});
