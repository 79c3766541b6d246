#!/usr/bin/env node
// `pnpm dev [--remotes catalog,product]`: the API (watch mode), the shell dev server on http://localhost:3000, and
// the chosen remotes with hot reload. Remotes not chosen are built once and served by the API from their dist/,
// exactly as in production, so a team can work on its remote without running the others' dev servers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_PORTS } from '@shop/shared/build/ports';

const ALL_REMOTES = ['catalog', 'product', 'checkout', 'account', 'admin'];
const root = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: { remotes: { type: 'string' }, rebuild: { type: 'boolean', default: false } },
});
const devRemotes = values.remotes ? values.remotes.split(',').map((name) => name.trim()) : ALL_REMOTES;
const unknown = devRemotes.filter((name) => !ALL_REMOTES.includes(name));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Choose from: ${ALL_REMOTES.join(', ')}`);
  process.exit(2);
}

for (const name of ALL_REMOTES.filter((remote) => !devRemotes.includes(remote))) {
  const dist = path.join(root, `mf-${name}`, 'dist', 'mf-manifest.json');
  if (values.rebuild || !existsSync(dist)) {
    console.log(`[dev] building mf-${name} (served from dist/)`);
    const result = spawnSync('pnpm', ['--filter', `mf-${name}`, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const children = [];
function run(label, args, env = {}) {
  const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`[dev] ${label} exited with ${code}`);
  });
  children.push(child);
}

// The API points each dev remote at its dev server; the others keep the same-origin /mf/<name>/ default.
const remoteOverrides = Object.fromEntries(
  devRemotes.map((name) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
  ]),
);
run('api', ['--filter', 'api', 'dev'], { PORT: String(DEV_PORTS.api), ...remoteOverrides });
for (const name of devRemotes) run(`mf-${name}`, ['--filter', `mf-${name}`, 'dev']);
run('shell', ['--filter', 'shell', 'dev']);

console.log(`[dev] open http://localhost:${DEV_PORTS.shell} (remotes in dev mode: ${devRemotes.join(', ')})`);

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
