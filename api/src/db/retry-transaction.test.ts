import { type Kysely, sql } from 'kysely';
import { testDatabases } from '../test/databases';
import { createDb } from './create-db';
import { inRetriedTransaction, isLockConflict } from './retry-transaction';

// biome-ignore lint/suspicious/noExplicitAny: a scratch table outside the app's schema
type AnyDb = Kysely<any>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function withScratchTable<T>(url: string, timeoutMs: number, use: (db: AnyDb) => Promise<T>): Promise<T> {
  const db = createDb(url, { timeoutMs }) as AnyDb;
  try {
    await sql`create table if not exists counters (id integer primary key, value integer not null)`.execute(db);
    await sql`delete from counters`.execute(db);
    await sql`insert into counters (id, value) values (1, 0), (2, 0)`.execute(db);
    return await use(db);
  } finally {
    await db.destroy();
  }
}

const bump = (db: AnyDb, id: number) =>
  db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', id)
    .execute();

describe('isLockConflict', () => {
  it('knows MySQL deadlocks and lock wait timeouts, and SQLITE_BUSY; nothing else', () => {
    expect(isLockConflict({ errno: 1213, code: 'ER_LOCK_DEADLOCK' })).toBe(true);
    expect(isLockConflict({ errno: 1205, code: 'ER_LOCK_WAIT_TIMEOUT' })).toBe(true);
    expect(isLockConflict({ code: 'SQLITE_BUSY' })).toBe(true);
    expect(isLockConflict({ errno: 1062, code: 'ER_DUP_ENTRY' })).toBe(false);
    expect(isLockConflict(new Error('boom'))).toBe(false);
  });
});

describe.each(testDatabases())('inRetriedTransaction on $name', (database) => {
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await database.create());
  });
  afterAll(() => drop());

  if (database.name === 'mysql') {
    it('two transactions locking two rows in opposite order both succeed: the deadlock victim is run again', async () => {
      await withScratchTable(url, 5_000, async (db) => {
        const firstLocks = [deferred(), deferred()] as const;
        const attempts: [number, number] = [0, 0];
        const crossing = (me: 0 | 1) =>
          inRetriedTransaction(db, async (trx) => {
            attempts[me] += 1;
            await bump(trx, me === 0 ? 1 : 2);
            if (attempts[me] === 1) {
              firstLocks[me].resolve();
              await firstLocks[me === 0 ? 1 : 0].promise; // both hold their first row: now each wants the other's
            }
            await bump(trx, me === 0 ? 2 : 1);
          });
        await Promise.all([crossing(0), crossing(1)]);
        expect(attempts[0] + attempts[1]).toBe(3);
        const rows = await db.selectFrom('counters').select('value').orderBy('id').execute();
        expect(rows).toEqual([{ value: 2 }, { value: 2 }]);
      });
    });
  }

  if (database.name === 'sqlite') {
    it("a writer that finds another process's write lock (SQLITE_BUSY) is run again once it is free", async () => {
      await withScratchTable(url, 20, async (first) => {
        const second = createDb(url, { timeoutMs: 20 }) as AnyDb;
        try {
          const holding = deferred();
          const holder = first.transaction().execute(async (trx) => {
            await bump(trx, 1);
            holding.resolve();
            await sleep(150);
          });
          await holding.promise;
          let attempts = 0;
          await inRetriedTransaction(
            second,
            async (trx) => {
              attempts += 1;
              await bump(trx, 1);
            },
            { tries: 10, backoffMs: 30 },
          );
          await holder;
          expect(attempts).toBeGreaterThan(1);
          expect(await first.selectFrom('counters').select('value').where('id', '=', 1).execute()).toEqual([
            { value: 2 },
          ]);
        } finally {
          await second.destroy();
        }
      });
    });
  }
});
