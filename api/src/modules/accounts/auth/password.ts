import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id costs of new hashes. `standard`: the library's defaults, OWASP's minimum (19 MiB, 2 passes). `light`: for
 * the test suite only (config.accounts, NODE_ENV=test), where hundreds of users are created; a hash records its own
 * cost, so verifying works whatever the setting. The `Algorithm` const enum cannot be imported under
 * isolatedModules: argon2id is the library's default, and a test checks the `$argon2id$` prefix.
 */
export const PASSWORD_HASH_COSTS = {
  standard: {},
  light: { memoryCost: 1024, timeCost: 1 },
} as const satisfies Record<string, Options>;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, PASSWORD_HASH_COSTS[cost]);
}

const decoyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Checks a password against a stored hash. Without a hash (unknown email) it verifies against a decoy of the same
 * cost as real hashes, so the answer takes as long as for a real account and does not reveal which emails exist.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
  cost: PasswordHashCost,
): Promise<boolean> {
  if (storedHash === undefined) {
    let decoy = decoyHashes.get(cost);
    if (!decoy) {
      decoy = hashPassword('decoy password that matches no input', cost);
      decoyHashes.set(cost, decoy);
    }
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
