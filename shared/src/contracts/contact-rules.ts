import { z } from 'zod';
import { type ErrorCode, withCode } from './error-codes';

/*
 * The shop's one email rule and its two phone rules: the spec's exact rule for the pro-forma form, and a lenient one
 * for checkout, the profile, the address book and the contact form, which takes any BiH number as people write it.
 */

/** SPEC §5: an email address with a top-level domain of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** An email address typed into any form: trimmed, at most 254 characters, EMAIL_PATTERN. */
export const EmailAddress = z
  .string(withCode('INVALID_EMAIL'))
  .trim()
  .max(254, withCode('INVALID_EMAIL'))
  .regex(EMAIL_PATTERN, withCode('INVALID_EMAIL'));

/** A phone rule and the code a number it refuses gets. */
export interface PhoneRule {
  accepts(phone: string): boolean;
  code: ErrorCode;
}

/**
 * SPEC §5, exactly: +387 with a non-zero digit and 1-2 more, or 06x (x from 1 to 9), or 053; then groups of 3 and
 * 2-3 digits, a space, slash or dash allowed between the groups (+387 61 234 567, 061/234-567, 053 123 45).
 */
const SEPARATOR = '[ /-]?';
const GROUPS = `${SEPARATOR}\\d{3}${SEPARATOR}\\d{2,3}`;
export const PROFORMA_PHONE_PATTERN = new RegExp(`^(?:\\+387${SEPARATOR}[1-9]\\d{1,2}|06[1-9]|053)${GROUPS}$`);

/** The pro-forma form's phone rule (SPEC §5), with the spec's message. */
export const PROFORMA_PHONE_RULE: PhoneRule = {
  accepts: (phone) => PROFORMA_PHONE_PATTERN.test(phone),
  code: 'INVALID_PHONE',
};

/** What people put between a number's groups: spaces, slashes, dashes, dots, brackets round the area code. */
const PHONE_SEPARATORS = /[\s/.()-]/g;
/**
 * A BiH number without its country code or leading 0: a landline (area code 30-39, 49 or 50-59, then 6 digits) or a
 * mobile (6x, then 6 or 7 digits).
 */
const BIH_NATIONAL_NUMBER = /^(?:(?:3\d|49|5\d)\d{6}|6\d\d{6,7})$/;

/**
 * Any BiH landline or mobile number as people write it: 033 123 456, 051/123-456, 061 234 567, 060 1234 567,
 * +387 61 234 567, 00387 33 123 456, +387 (0)61 234 567.
 */
export function isBihPhone(phone: string): boolean {
  const compact = phone.trim().replace(PHONE_SEPARATORS, '');
  const national = /^(?:\+387|00387)0?(\d+)$/.exec(compact)?.[1] ?? /^0(\d+)$/.exec(compact)?.[1];
  return national !== undefined && BIH_NATIONAL_NUMBER.test(national);
}

/** The phone rule of checkout, the profile, the address book and the contact form; its message shows the format. */
export const BIH_PHONE_RULE: PhoneRule = { accepts: isBihPhone, code: 'INVALID_BIH_PHONE' };
