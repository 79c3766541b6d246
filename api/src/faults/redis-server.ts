import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { closedPort } from '../test/tcp-proxy';
import { sleep } from './wait';

/** Where Debian/Ubuntu, most images and Homebrew put the server; null when Redis is not installed. */
export function findRedisServer(): string | null {
  const candidates = [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    '/usr/sbin/redis-server',
    '/opt/homebrew/bin/redis-server',
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * A private Redis on a free port with no persistence, which a test may stop (a crash or a clean shutdown) and start
 * again on the same port: it comes back empty, as a restarted cache does. Never the system's Redis.
 */
export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGKILL (default): a crash, connections drop without a goodbye. SIGTERM: a clean shutdown. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/** Whether something on `port` answers a Redis PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function createRedisServer(binary: string): Promise<RedisServer> {
  const port = await closedPort();
  let server: ChildProcess | undefined;
  let output = '';

  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      output = '';
      // `--save ""` and no append-only file: nothing is written, nothing survives a restart.
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const started = spawn(binary, [...args, '--dir', tmpdir()], { stdio: ['ignore', 'pipe', 'pipe'] });
      server = started;
      for (const stream of [started.stdout, started.stderr]) stream?.on('data', (chunk) => (output += chunk));
      const deadline = Date.now() + 10_000;
      while (!(await answersPing(port))) {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`redis-server did not answer within 10 s:\n${output}`);
        await sleep(50);
      }
    },
    async stop(signal = 'SIGKILL') {
      const stopped = server;
      if (!stopped || stopped.exitCode !== null || stopped.signalCode !== null) return;
      const exited = new Promise((resolve) => stopped.once('exit', resolve));
      stopped.kill(signal);
      await exited;
    },
  };
}
