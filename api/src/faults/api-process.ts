import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { closedPort } from '../test/tcp-proxy';

const API_ROOT = path.resolve(__dirname, '..', '..');

/** The real server (`src/server.ts` under tsx) as its own process, as production runs it. */
export interface ApiProcess {
  baseUrl: string;
  /** What the server logged (warnings and errors), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await closedPort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start on an empty database migrates before it listens: generous, on a slow machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const live = await fetch(`${baseUrl}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (live) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
