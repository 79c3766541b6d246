import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type Migration,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  type QueryResult,
} from 'kysely';

/*
 * MySQL/MariaDB commit every schema change at once (DDL is not transactional), so a migration cut in the middle (the
 * server killed, the connection lost, the process stopped) leaves some of its statements applied and none recorded,
 * and running it again failed on the first of them (`Duplicate column name`). On MySQL each migration therefore
 * records how many of its statements are done, and a run after a cut skips those:
 * - a data statement (INSERT, UPDATE, DELETE) runs in one transaction with its progress row: done exactly once;
 * - a schema statement is atomic on its own (MariaDB ≥ 10.6, MySQL 8) but its progress row is written after it, so
 *   the one statement a cut may have caught in between is run again, and its "already exists" / "does not exist"
 *   answer means it was applied.
 * Reads (SELECT, introspection) always run. SQLite needs none of this: its DDL is transactional, and the whole run is
 * one transaction (Kysely's Migrator).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

/** One row per migration started on MySQL: its name and how many of its statements are done. */
export const MIGRATION_PROGRESS_TABLE = 'kysely_migration_progress';

/** A schema change found applied when it is run again: table, column, index, key or constraint exists or is gone. */
const ALREADY_APPLIED_ERRNOS = new Set([
  1050, // ER_TABLE_EXISTS_ERROR
  1051, // ER_BAD_TABLE_ERROR (drop)
  1060, // ER_DUP_FIELDNAME
  1061, // ER_DUP_KEYNAME
  1068, // ER_MULTIPLE_PRI_KEY
  1091, // ER_CANT_DROP_FIELD_OR_KEY
  1826, // ER_FK_DUP_NAME
]);

const DATA_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

function kindOf(query: CompiledQuery): 'read' | 'data' | 'schema' {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return 'read';
  if (DATA_NODES.has(kind)) return 'data';
  if (kind === 'RawNode') {
    if (/^\s*(select|show|with)\b/i.test(query.sql)) return 'read';
    if (/^\s*(insert|update|delete|replace)\b/i.test(query.sql)) return 'data';
  }
  return 'schema';
}

function errnoOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { errno?: unknown }).errno : undefined;
}

/** Runs one migration's statements against `outer` (the migration run's connection), recording each one's progress. */
class StepRecorder {
  #statement = 0;

  constructor(
    private readonly outer: AnyDb,
    private readonly name: string,
    private done: number,
    /** The migration was started before and cut: the statement after the last recorded one may be applied. */
    private readonly resumed: boolean,
  ) {}

  async run(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const kind = kindOf(query);
    if (kind === 'read') return this.outer.executeQuery(query);
    const statement = ++this.#statement;
    if (statement <= this.done) return { rows: [] };
    const result =
      kind === 'data' ? await this.#runWithProgress(query, statement) : await this.#runSchema(query, statement);
    this.done = statement;
    return result;
  }

  async #runWithProgress(query: CompiledQuery, statement: number): Promise<QueryResult<unknown>> {
    await this.outer.executeQuery(CompiledQuery.raw('begin'));
    try {
      const result = await this.outer.executeQuery(query);
      await this.#record(statement);
      await this.outer.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.outer.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  async #runSchema(query: CompiledQuery, statement: number): Promise<QueryResult<unknown>> {
    let result: QueryResult<unknown> = { rows: [] };
    try {
      result = await this.outer.executeQuery(query);
    } catch (error) {
      const mayBeApplied = this.resumed && statement === this.done + 1;
      if (!mayBeApplied || !ALREADY_APPLIED_ERRNOS.has(errnoOf(error) as number)) throw error;
    }
    await this.#record(statement);
    return result;
  }

  async #record(statement: number): Promise<void> {
    await this.outer
      .updateTable(MIGRATION_PROGRESS_TABLE)
      .set({ steps_done: statement })
      .where('name', '=', this.name)
      .execute();
  }

  /** A Kysely for the migration's `up`: MySQL's dialect, its statements going through `run`. */
  kysely(): AnyDb {
    const connection: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => this.run(query) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error('migrations do not stream');
      },
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => connection,
      // A migration's own transaction would hide its statements from the progress count.
      beginTransaction: async () => {
        throw new Error('a MySQL migration runs statement by statement: no transactions inside');
      },
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    return new Kysely({
      dialect: {
        createAdapter: () => new MysqlAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new MysqlIntrospector(db),
        createQueryCompiler: () => new MysqlQueryCompiler(),
      },
    });
  }
}

async function ensureProgressTable(db: AnyDb): Promise<void> {
  await db.schema
    .createTable(MIGRATION_PROGRESS_TABLE)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (column) => column.notNull().primaryKey())
    .addColumn('steps_done', 'integer', (column) => column.notNull())
    .execute();
}

/**
 * The migration, made safe to run again after a cut on MySQL (see above); on SQLite, as it is. Its progress row stays
 * once it is done: a cut between its last statement and the Migrator's record of it then skips every statement.
 */
export function resumable(name: string, migration: Migration): Migration {
  return {
    async up(db: AnyDb) {
      if (!(db.getExecutor().adapter instanceof MysqlAdapter)) return migration.up(db);
      await ensureProgressTable(db);
      const progress = await db
        .selectFrom(MIGRATION_PROGRESS_TABLE)
        .select('steps_done')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!progress) await db.insertInto(MIGRATION_PROGRESS_TABLE).values({ name, steps_done: 0 }).execute();
      const done = Number(progress?.steps_done ?? 0);
      await migration.up(new StepRecorder(db, name, done, progress !== undefined).kysely());
    },
    async down(db: AnyDb) {
      await migration.down?.(db);
      if (db.getExecutor().adapter instanceof MysqlAdapter) {
        await ensureProgressTable(db);
        await db.deleteFrom(MIGRATION_PROGRESS_TABLE).where('name', '=', name).execute();
      }
    },
  };
}
