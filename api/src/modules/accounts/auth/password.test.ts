import { hashPassword, verifyPassword } from './password';

describe.each(['standard', 'light'] as const)('passwords at the %s cost', (cost) => {
  it('hashes with argon2id and a random salt', async () => {
    const first = await hashPassword('lozinka', cost);
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashPassword('lozinka', cost)).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('lozinka', cost);
    expect(await verifyPassword(hash, 'lozinka', cost)).toBe(true);
    expect(await verifyPassword(hash, 'Lozinka', cost)).toBe(false);
  });

  it('answers false for a missing or corrupt hash', async () => {
    expect(await verifyPassword(undefined, 'lozinka', cost)).toBe(false);
    expect(await verifyPassword('not-a-hash', 'lozinka', cost)).toBe(false);
  });
});

it('keeps the standard cost at OWASP’s minimum (19 MiB, 2 passes)', async () => {
  expect(await hashPassword('lozinka', 'standard')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});
