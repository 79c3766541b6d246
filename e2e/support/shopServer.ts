import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
const apiDir = path.join(repoRoot, 'api');

export interface ShopServer {
  url: string;
  /** The server's database (DATABASE_URL), for a test's setup through the API's own CLI (e.g. `order:status`). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the real production server (API + shell + remotes) on `port`, with a fresh embedded database that it
 * seeds with the demo data on start. `env` can point it at other static files or remote URLs.
 */
export async function startShopServer(port: number, env: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const tsxCli = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
  // A SQLite file path or a mysql:// URL; by default a fresh embedded database per server.
  const databaseUrl = env.DATABASE_URL ?? process.env.E2E_DATABASE_URL ?? path.join(dataDir, 'shop.sqlite');
  const child = spawn(process.execPath, [tsxCli, 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Every test's browser comes from 127.0.0.1: per-IP limits (new guest sessions, sign-in) would trip across tests.
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, output);
  return { url, databaseUrl, stop: () => stopProcess(child) };
}

async function waitUntilUp(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop server exited:\n${output.join('')}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop server did not answer within 120 s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
