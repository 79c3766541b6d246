import { hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id and a random salt', async () => {
    const first = await hashPassword('lozinka');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashPassword('lozinka')).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('lozinka');
    expect(await verifyPassword(hash, 'lozinka')).toBe(true);
    expect(await verifyPassword(hash, 'Lozinka')).toBe(false);
  });

  it('answers false for a missing or corrupt hash', async () => {
    expect(await verifyPassword(undefined, 'lozinka')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'lozinka')).toBe(false);
  });
});
