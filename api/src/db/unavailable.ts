/** Network-level failures reaching MySQL/MariaDB: the server is down, restarting, overloaded or unreachable. */
const MYSQL_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  // Too busy: a deadlock or lock wait that outlasted its retries (inRetriedTransaction), or a query past its time.
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_STATEMENT_TIMEOUT',
  'ER_QUERY_TIMEOUT',
]);

/** SQLite cannot open, read or write its file right now (missing volume, locked, disk full, I/O error). */
const SQLITE_UNAVAILABLE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL)/;

/** better-sqlite3's TypeError once its handle has been closed. */
const SQLITE_CLOSED_MESSAGE = 'The database connection is not open';

interface ErrorLike {
  code?: unknown;
  fatal?: unknown;
  message?: unknown;
  errors?: unknown;
}

/**
 * True when the database could not be reached, as opposed to a bad query or bad data. Such errors become 503 and
 * are not the app's fault: the mysql2 pool opens fresh connections once the server is back.
 * Duck-typed rather than `instanceof`: driver errors may come from another realm (Jest's module sandbox).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, fatal, message, errors } = error as ErrorLike;
  if (typeof code === 'string' && (MYSQL_UNAVAILABLE_CODES.has(code) || SQLITE_UNAVAILABLE_CODE.test(code))) {
    return true;
  }
  // mysql2 flags errors after which the connection is unusable (lost, reset, handshake failed).
  if (fatal === true) return true;
  if (message === SQLITE_CLOSED_MESSAGE) return true;
  // Node's happy-eyeballs connect reports each address's failure in an AggregateError.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
