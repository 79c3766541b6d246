/**
 * The one catalogue of error codes. Every API error answers `{ message, code }`; the texts (Serbian and English) are
 * in the i18n dictionaries under `error.<CODE>`, so the API and the browser translate a code the same way.
 * The number is the HTTP status the API answers with that code; `null` marks a field's code, which arrives inside a
 * 400 `VALIDATION` answer (`fields`) or comes straight from a shared zod schema in a browser form.
 */
export const ERROR_CODES = {
  // Requests the API cannot take
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION: 400,
  ROUTE_NOT_FOUND: 404,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  // Abuse guards (issue 13): rate limits, cross-site requests, foreign Host headers
  TOO_MANY_REQUESTS: 429,
  /** A limit people may also reach (an office behind one address): the refusal offers the shop's phone and email. */
  TOO_MANY_REQUESTS_CONTACT_US: 429,
  CROSS_SITE_REQUEST: 403,
  HOST_NOT_ALLOWED: 400,
  // Session and account
  BAD_CREDENTIALS: 401,
  SIGN_IN_REQUIRED: 401,
  ACCOUNT_NOT_VERIFIED: 403,
  ACCOUNT_EXISTS: 409,
  LINK_INVALID: 404,
  LINK_EXPIRED: 410,
  // The account area (/korisnik)
  ACCOUNT_SIGN_IN_REQUIRED: 401,
  // 401 like a failed sign-in, so the sign-in rate limit counts wrong guesses on the account's forms too.
  WRONG_CURRENT_PASSWORD: 401,
  EMAIL_IN_USE: 409,
  ADDRESS_NOT_FOUND: 404,
  // Catalog and product
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  PROMOTION_NOT_FOUND: 404,
  BAD_PRICE_RANGE: 400,
  COMPARE_LIMIT: 400,
  COMPARE_OTHER_SUBCATEGORY: 400,
  // Cart, pro-forma and orders
  OUT_OF_STOCK: 409,
  ALREADY_IN_STOCK: 409,
  CART_HOLDS_ALL_STOCK: 409,
  ORDER_LINE_LIMIT: 409,
  STOCK_RAN_OUT: 409,
  SOLD_OUT_MEANWHILE: 409,
  EMPTY_CART: 400,
  CARD_DECLINED: 402,
  CARD_PAYMENTS_UNAVAILABLE: 400,
  CART_CHANGED: 409,
  ORDER_KEY_TAKEN: 409,
  ORDER_NOT_FOUND: 404,
  ORDER_STATUS_REFUSED: 409,
  // Loyalty points
  LOYALTY_SIGN_IN_REQUIRED: 401,
  LOYALTY_MINIMUM: 400,
  LOYALTY_OVER_HALF: 400,
  LOYALTY_OVER_BALANCE: 409,
  // Admin panel: access and concurrent edits (each area adds its codes under its own heading)
  STAFF_SIGN_IN_REQUIRED: 401,
  STAFF_FORBIDDEN: 403,
  EDIT_CONFLICT: 409,
  // Admin: catalogue
  CATEGORY_NOT_EMPTY: 409,
  SUBCATEGORY_NOT_EMPTY: 409,
  SUBCATEGORY_NOT_FOUND: 404,
  REORDER_STALE: 409,
  SLUG_IN_USE: 409,
  IMAGE_TOO_LARGE: 413,
  PROMOTION_DATES: null,
  SLUG_TAKEN: 409,
  PRODUCT_CODE_TAKEN: 409,
  PRODUCT_IN_ORDERS: 409,
  UNKNOWN_SUBCATEGORY: 400,
  UNKNOWN_MANUFACTURER: 400,
  UNSUPPORTED_IMAGE: 400,
  IMAGE_NOT_FOUND: 404,
  IMAGE_ORDER_MISMATCH: 400,
  INVALID_SLUG: null,
  INVALID_EAN: null,
  PRODUCT_CODE_REQUIRED: null,
  INVALID_PRODUCT_CODE: null,
  INVALID_WARRANTY: null,
  INVALID_LABEL_COLOR: null,
  SALE_PRICE_REQUIRED: null,
  SALE_PRICE_NOT_BELOW_PRICE: null,
  SPECIFICATION_NAME_REQUIRED: null,
  SPECIFICATION_VALUE_REQUIRED: null,
  ENGLISH_TERM_SERBIAN_REQUIRED: null,
  ENGLISH_TERM_ENGLISH_REQUIRED: null,
  SELECTION_REQUIRED: null,
  INVALID_PERCENT: null,
  // Admin: import
  IMPORT_FILE_REQUIRED: 400,
  IMPORT_FILE_TOO_LARGE: 413,
  IMPORT_NOT_CSV: 400,
  IMPORT_EMPTY_FILE: 400,
  IMPORT_MISSING_COLUMNS: 400,
  IMPORT_UNKNOWN_COLUMNS: 400,
  IMPORT_JOB_NOT_FOUND: 404,
  IMPORT_JOB_NOT_STARTABLE: 409,
  IMPORT_ALREADY_RUNNING: 409,
  // Admin: import, a row's or a job's code (in the dry run's and the job's answers)
  IMPORT_MALFORMED_ROW: null,
  IMPORT_INVALID_NUMBER: null,
  IMPORT_INVALID_FLAG: null,
  IMPORT_INVALID_SPECIFICATIONS: null,
  IMPORT_UNKNOWN_CATEGORY: null,
  IMPORT_UNKNOWN_SUBCATEGORY: null,
  IMPORT_DUPLICATE_CODE: null,
  IMPORT_ROW_FAILED: null,
  IMPORT_INTERRUPTED: null,
  IMPORT_FAILED: null,
  // Admin: sales
  PROFORMA_NOT_FOUND: 404,
  PROFORMA_ALREADY_ANSWERED: 409,
  MESSAGE_NOT_FOUND: 404,
  MESSAGE_ALREADY_HANDLED: 409,
  // Quotes (issue 27): the customer's link, and what its state allows
  QUOTE_NOT_FOUND: 404,
  QUOTE_CLOSED: 409,
  QUOTE_AWAITING_REVISION: 409,
  QUOTE_EXPIRED: 410,
  QUOTE_OUT_OF_STOCK: 409,
  /** A quote opened by id in the account: not the user's nor, for an administrator, their company's (or none yet). */
  MY_QUOTE_NOT_FOUND: 404,
  // Admin: people
  DASHBOARD_BAD_PERIOD: 400,
  USER_NOT_FOUND: 404,
  OWN_ROLE_LOCKED: 409,
  OWN_ACCOUNT_LOCKED: 409,
  LAST_ADMIN: 409,
  ACCOUNT_DEACTIVATED: 403,
  // Admin: search (synonyms)
  SYNONYM_GROUP_NOT_FOUND: 404,
  // Admin: releases (rollback)
  RELEASE_NOT_FOUND: 404,
  RELEASE_NONE_LIVE: 409,
  RELEASE_NONE_EARLIER: 409,
  RELEASE_ALREADY_LIVE: 409,
  // Admin: the English of specification words (decision 019)
  ENGLISH_TERM_NOT_FOUND: 404,
  // Admin: business customers (price lists, companies)
  PRICE_LIST_NOT_FOUND: 404,
  COMPANY_NOT_FOUND: 404,
  CUSTOMER_GROUP_NOT_FOUND: 404,
  PRICE_RULE_TARGET_NOT_FOUND: 400,
  JIB_IN_USE: 409,
  CUSTOMER_GROUP_EXISTS: 409,
  MEMBER_OF_OTHER_COMPANY: 409,
  COMPANY_ADMIN_ONLY: 403,
  PRICE_LIST_CSV_ROW: 400,
  /** Also a field's code (the editor's rules); a CSV import answers it as 400. */
  PRICE_RULE_DUPLICATE: 400,
  COMPANY_INVITE_OTHER_EMAIL: 403,
  // Company approvals (decision 023)
  APPROVER_ONLY: 403,
  APPROVAL_NOT_FOUND: 404,
  APPROVAL_DECIDED: 409,
  APPROVAL_OUT_OF_STOCK: 409,
  APPROVAL_NOT_BY_CARD: 409,
  APPROVAL_WITHOUT_POINTS: 409,
  INVALID_APPROVAL_LIMIT: null,
  APPROVAL_REASON_TOO_LONG: null,
  PRICE_LIST_OWNER: null,
  PRICE_LIST_DATES: null,
  PRICE_RULE_VALUE: null,
  INVALID_PDV_NUMBER: null,
  // Fields (inside VALIDATION, or shown by a form)
  MISSING_REQUEST_DATA: null,
  MISSING_FIELD: null,
  INVALID_FIELD: null,
  FILL_ALL_FIELDS: null,
  INVALID_EMAIL: null,
  /** The pro-forma form's phone (SPEC §5's rule and message). */
  INVALID_PHONE: null,
  /** Any other phone field: the message names the expected format. */
  INVALID_BIH_PHONE: null,
  INVALID_POSTAL_CODE: null,
  JIB_TOO_LONG: null,
  INVALID_CARD: null,
  INVALID_CARD_EXPIRY: null,
  CARD_NAME_REQUIRED: null,
  PAYMENT_METHOD_REQUIRED: null,
  INVALID_ORDER_KEY: null,
  INVALID_PRODUCT: null,
  INVALID_QUANTITY: null,
  INVALID_POINTS: null,
  PASSWORD_REQUIRED: null,
  PASSWORD_TOO_SHORT: null,
  PASSWORD_TOO_LONG: null,
  PASSWORD_TOO_COMMON: null,
  PASSWORDS_DIFFER: null,
  TERMS_REQUIRED: null,
  COMPANY_NAME_REQUIRED: null,
  COMPANY_ADDRESS_REQUIRED: null,
  INVALID_JIB: null,
  NAME_REQUIRED: null,
  /** The name of a thing (product, category, promotion), not of a person. */
  TITLE_REQUIRED: null,
  SUBJECT_REQUIRED: null,
  MESSAGE_TOO_SHORT: null,
  SEARCH_TERM_REQUIRED: null,
  SEARCH_TERM_TOO_LONG: null,
  CATEGORY_REQUIRED: null,
  PROMOTION_REQUIRED: null,
  INVALID_PROMOTION: null,
  INVALID_SORT: null,
  INVALID_FILTER: null,
  INVALID_PRICE: null,
  INVALID_MANUFACTURER: null,
  INVALID_PAGE: null,
  INVALID_SUBCATEGORY: null,
  SYNONYM_TERMS_TOO_FEW: null,
  SYNONYM_TERM_INVALID: null,
  COURIER_REQUIRED: null,
  TRACKING_NUMBER_REQUIRED: null,
  INVALID_TRACKING_URL: null,
  MESSAGE_TOO_LONG: null,
  QUOTE_LINES_REQUIRED: null,
  QUOTE_REASON_REQUIRED: null,
  QUOTE_REASON_TOO_LONG: null,
  QUOTE_PAYMENT_TERMS_REQUIRED: null,
  QUOTE_VALID_UNTIL_PAST: null,
  INVALID_DATE: null,
} as const satisfies Record<string, number | null>;

export type ErrorCode = keyof typeof ERROR_CODES;
/** A code the API throws (`HttpError`): its status is fixed by the catalogue. */
export type HttpErrorCode = { [C in ErrorCode]: (typeof ERROR_CODES)[C] extends number ? C : never }[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** For a shared zod schema: the issue's message is the code (`z.string().min(1, withCode('NAME_REQUIRED'))`). */
export function withCode(code: ErrorCode): { error: ErrorCode } {
  return { error: code };
}

/** An issue's code; an issue a schema left without one (zod's own English text) counts as a bad field. */
export function issueCode(issue: { message: string }): ErrorCode {
  return isErrorCode(issue.message) ? issue.message : 'INVALID_FIELD';
}

/** Each field at fault (its dotted path) with its first issue's code: what a form shows next to that field. */
export function fieldCodes(issues: readonly { message: string; path: readonly PropertyKey[] }[]): FieldCodes {
  const fields: FieldCodes = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field) fields[field] ??= issueCode(issue);
  }
  return fields;
}
export type FieldCodes = Record<string, ErrorCode>;
