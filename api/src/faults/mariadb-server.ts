import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { closedPort } from '../test/tcp-proxy';

const run = promisify(execFile);

/** Where Debian/Ubuntu and most images put the server; null when MariaDB is not installed. */
export function findMariadbd(): string | null {
  const candidates = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd', '/usr/local/bin/mariadbd'];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * A private MariaDB server on a temporary datadir and a free port, which a test may kill -9 and start again on the
 * same datadir (a crash and a restart), or freeze (SIGSTOP) and thaw. Root without a password, no grant tables.
 */
export interface MariadbServer {
  /** mysql://root@127.0.0.1:<port>/<database> */
  url(database: string): string;
  start(): Promise<void>;
  /** SIGKILL: no shutdown, as a crashed server or a pulled plug. */
  kill(): Promise<void>;
  freeze(): void;
  thaw(): void;
  /** Stops the server and deletes the datadir. */
  destroy(): Promise<void>;
}

export async function createMariadbServer(mariadbd: string): Promise<MariadbServer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-faults-'));
  const datadir = path.join(folder, 'data');
  // Its own tmpdir: at start-up mariadbd deletes every `#sql*` file in its tmpdir, which in the shared /tmp are the
  // temporary tables of the CI's MariaDB that another suite is using at that moment.
  const temporaryTables = path.join(folder, 'tmp');
  await mkdir(temporaryTables);
  const port = await closedPort();
  const runAsRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--tmpdir=${temporaryTables}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...runAsRoot,
  ]);
  let server: ChildProcess | undefined;

  const answers = async () => {
    const connection = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 }).catch(
      () => undefined,
    );
    await connection?.end();
    return connection !== undefined;
  };

  const kill = async () => {
    const killed = server;
    if (!killed || killed.exitCode !== null) return;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;
  };

  return {
    url: (database) => `mysql://root@127.0.0.1:${port}/${database}`,
    async start() {
      server = spawn(
        mariadbd,
        [
          '--no-defaults',
          `--datadir=${datadir}`,
          `--tmpdir=${temporaryTables}`,
          `--socket=${path.join(folder, 'mariadb.sock')}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          '--skip-grant-tables',
          `--log-error=${path.join(folder, 'error.log')}`,
          '--innodb-buffer-pool-size=32M',
          ...runAsRoot,
        ],
        { stdio: 'ignore' },
      );
      const deadline = Date.now() + 30_000;
      while (!(await answers())) {
        if (server.exitCode !== null) throw new Error(`mariadbd exited with ${server.exitCode}; see ${folder}`);
        if (Date.now() > deadline) throw new Error('mariadbd did not answer within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    kill,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    async destroy() {
      server?.kill('SIGCONT');
      await kill();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
