#!/usr/bin/env node
// `pnpm dev [--remotes catalog,product] [--release-of catalog=<id>,…]`: the API (watch mode), the shell dev server on
// http://localhost:3000, and the chosen remotes with hot reload. Remotes not chosen are built once and served by the
// API from their dist/, exactly as in production, so a team can work on its remote without running the others' dev
// servers; `--release-of` serves a remote from one kept release instead (`releases/<name>/<id>/`, `pnpm release`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_PORTS } from '@shop/shared/build/ports';

const ALL_REMOTES = ['catalog', 'product', 'checkout', 'account', 'admin'];
const root = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    remotes: { type: 'string' },
    'release-of': { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
});
/** `catalog=a1b2c3d-…,product=…`: the remotes served from a kept release. */
const releaseOf = Object.fromEntries(
  (values['release-of'] ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => part.trim())),
);
const devRemotes = values.remotes
  ? values.remotes.split(',').map((name) => name.trim())
  : ALL_REMOTES.filter((name) => !(name in releaseOf));
const unknown = [...devRemotes, ...Object.keys(releaseOf)].filter((name) => !ALL_REMOTES.includes(name));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Choose from: ${ALL_REMOTES.join(', ')}`);
  process.exit(2);
}
for (const [name, release] of Object.entries(releaseOf)) {
  if (devRemotes.includes(name)) {
    console.error(`mf-${name} cannot be both in dev mode (--remotes) and a release (--release-of)`);
    process.exit(2);
  }
  if (!release || !existsSync(path.join(root, 'releases', name, release, 'mf-manifest.json'))) {
    console.error(`No release ${release} of ${name} in releases/${name}/ (make one with pnpm release ${name})`);
    process.exit(2);
  }
}

for (const name of ALL_REMOTES.filter((remote) => !devRemotes.includes(remote) && !(remote in releaseOf))) {
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

// The API points each dev remote at its dev server, each --release-of remote at its release (the API serves it at
// /mf/<name>/r/<id>/); the others keep the same-origin /mf/<name>/ default.
const remoteOverrides = Object.fromEntries([
  ...devRemotes.map((name) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
  ]),
  ...Object.entries(releaseOf).map(([name, release]) => [
    `REMOTE_${name.toUpperCase()}_URL`,
    `/mf/${name}/r/${release}/mf-manifest.json`,
  ]),
]);
run('api', ['--filter', 'api', 'dev'], { PORT: String(DEV_PORTS.api), ...remoteOverrides });
for (const name of devRemotes) run(`mf-${name}`, ['--filter', `mf-${name}`, 'dev']);
run('shell', ['--filter', 'shell', 'dev']);

const releases = Object.entries(releaseOf).map(([name, release]) => `${name}@${release}`);
console.log(
  `[dev] open http://localhost:${DEV_PORTS.shell} (remotes in dev mode: ${devRemotes.join(', ')}${releases.length ? `; releases: ${releases.join(', ')}` : ''})`,
);

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
