import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id: the library's default algorithm and parameters (OWASP's minimum: 19 MiB, 2 iterations). The `Algorithm`
 * const enum cannot be imported under isolatedModules; a test checks the `$argon2id$` prefix instead.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it verifies against a decoy so the answer
 * takes as long as for a real account and does not reveal which emails exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches no input');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
