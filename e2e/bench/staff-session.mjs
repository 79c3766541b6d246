// A staff session for benchmarks that call the admin API: the bench catalogue has no demo accounts and no passwords.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-database.mjs';

const mysql = createRequire(path.join(root, 'api', 'package.json'))('mysql2/promise');

const BENCH_STAFF_EMAIL = 'bench-admin@bench.local';

/**
 * An Admin user and a session row straight in the database, holding the SHA-256 of a fresh token as the API stores
 * them; valid for an hour on every API instance of that database. Resolves to the Cookie header.
 */
export async function benchStaffCookie(databaseUrl) {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const now = new Date().toISOString();
    await connection.query(
      'insert ignore into users (email, username, role, password_hash, email_verified_at) values (?, ?, ?, ?, ?)',
      [BENCH_STAFF_EMAIL, 'Bench Admin', 'Admin', 'bench: no password sign-in', now],
    );
    const [[user]] = await connection.query('select id from users where email = ?', [BENCH_STAFF_EMAIL]);
    const token = randomBytes(32).toString('base64url');
    const id = createHash('sha256').update(token).digest('hex');
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    await connection.query('insert into sessions (id, user_id, expires_at) values (?, ?, ?)', [id, user.id, expires]);
    return `sid=${token}`;
  } finally {
    await connection.end();
  }
}
