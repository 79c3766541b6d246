// The production server (API + built shell and remotes) for benchmarks, on a free port.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { root } from './bench-database.mjs';
import { freePort } from './free-port.mjs';

/**
 * Starts `pnpm --filter api start` in its own process group, so stopping it also stops tsx and node under pnpm.
 * `env` adds or overrides settings (e.g. `SSR_CACHE_ENTRIES: '0'` for a server without the HTML cache).
 */
export async function startBenchServer(databaseUrl, { env = {} } = {}) {
  const port = await freePort();
  const output = [];
  const child = spawn('pnpm', ['--filter', 'api', 'start'], {
    cwd: root,
    detached: true,
    // production: no demo seed on start; warn: request logs would measure the pipe, not the API.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // The origin the benches browse: canonical links and preloads name it, as SITE_URL does in production.
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The load comes from one address: per-IP limits would measure 429s.
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const killer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      clearTimeout(killer);
    },
    /** CPU time (user + system, ms) used so far by the server's processes (pnpm, tsx, node). Linux only. */
    cpuMs: () => processGroupCpuMs(child.pid),
    /** Resident memory (MB) of the server's largest process: the API's node. Linux only. */
    rssMB: () => largestRssMB(child.pid),
  };
  try {
    await waitForHealth(server.baseUrl, child, output);
    await waitForSearchIndex(server.baseUrl);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(baseUrl, child, output) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited:\n${output.join('')}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer within 60 s:\n${output.join('')}`);
}

/**
 * The search index builds in the background once the server is up and would take the CPU from the first
 * measurements; a search waits for the build, so its answer means the server has settled.
 */
async function waitForSearchIndex(baseUrl) {
  const response = await fetch(`${baseUrl}/api/searchProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value: 'lenovo' }),
  });
  if (!response.ok) throw new Error(`the first search answered ${response.status}`);
  await response.arrayBuffer();
}

/** What /proc counts CPU time in (USER_HZ): 100 per second on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The largest VmRSS among the group's processes, in MB, from /proc. */
async function largestRssMB(groupId) {
  let largestKb = 0;
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
    if (kb > largestKb) largestKb = kb;
  }
  return Math.round(largestKb / 102.4) / 10;
}

/** CPU time of every process in the group (the server runs detached: its group is its pid), from /proc. */
async function processGroupCpuMs(groupId) {
  let ticks = 0;
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''); // gone meanwhile
    // After "pid (name) ": state, ppid, pgrp, … and utime, stime as the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
