import { checkoutMessages } from '@shop/shared/contracts';
import type { MessageKey } from '@shop/shared/i18n';

/** The shared schemas speak Serbian (the spec's texts); the page shows the same message in its language. */
const KEYS: Record<string, MessageKey> = {
  [checkoutMessages.fillAllFields]: 'form.fillAllFields',
  [checkoutMessages.invalidEmail]: 'form.invalidEmail',
  [checkoutMessages.invalidPhone]: 'form.invalidPhone',
  [checkoutMessages.invalidPostalCode]: 'form.invalidPostalCode',
  [checkoutMessages.jibTooLong]: 'form.jibTooLong',
  [checkoutMessages.invalidCard]: 'form.invalidCard',
};

export function validationMessageKey(message: string): MessageKey | undefined {
  return KEYS[message];
}
