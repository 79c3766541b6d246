/** The password rules' limits (NIST SP 800-63B: length, no composition rules, no common passwords). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most common passwords, from a maintained list (`@zxcvbn-ts/language-common`, about 49 000 leaked passwords)
 * rather than one of our own. The list is large (≈380 KB), so it is not part of the contracts every page bundles: it
 * is loaded on demand, into its own chunk in the browser (the password forms call `loadCommonPasswords` when they
 * open) and once at start on the API, which must have it before it accepts a password.
 */
let commonPasswords: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    // Only those a password of allowed length can be; compared case-insensitively ("Password12" is as weak).
    const candidates = dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN_LENGTH);
    commonPasswords = new Set(candidates.map((word) => word.toLowerCase()));
  });
  return loading;
}

/** True for a listed password; false for any other, and while the list is not loaded yet (the API always has it). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords?.has(password.toLowerCase()) ?? false;
}

/** Whether the list is there (the API refuses to start its password routes without it). */
export const commonPasswordsLoaded = () => commonPasswords !== undefined;
