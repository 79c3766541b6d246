import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './shopServer';

/** The packages whose `dist/` a deployment serves (STATIC_ROOT holds `<package>/dist`). */
const DEPLOYED_PACKAGES = ['shell', 'mf-catalog', 'mf-product', 'mf-checkout', 'mf-account', 'mf-admin'] as const;
type RemotePackage = Exclude<(typeof DEPLOYED_PACKAGES)[number], 'shell'>;

/**
 * A deployment of its own: a copy of every build (browser and Node builds alike) in a new folder, for a server
 * started with `STATIC_ROOT` there. Redeploying into it changes neither the repository's builds nor the shell.
 */
export function copyDeployment(): string {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
  for (const pkg of DEPLOYED_PACKAGES) {
    cpSync(path.join(repoRoot, pkg, 'dist'), path.join(staticRoot, pkg, 'dist'), { recursive: true });
  }
  return staticRoot;
}

/**
 * Publishes a new build of one remote into the deployment, as its team would: both targets (the build config writes
 * where `SHOP_DIST_DIR` says), marked with `release` (each exposed page's `data-release`).
 */
export function redeployRemote(staticRoot: string, pkg: RemotePackage, release: string): void {
  const build = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
    cwd: path.join(repoRoot, pkg),
    env: { ...process.env, SHOP_RELEASE: release, SHOP_DIST_DIR: path.join(staticRoot, pkg, 'dist') },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr + build.stdout).toBe(0);
}

/** Replaces a remote's Node build in the deployment by one that throws when it is loaded; its browser build stays. */
export function breakServerBuild(staticRoot: string, pkg: RemotePackage): void {
  const entry = path.join(staticRoot, pkg, 'dist', 'server', 'remoteEntry.js');
  expect(existsSync(entry), `${pkg} has no Node build to break`).toBe(true);
  writeFileSync(entry, `throw new Error('${pkg}: a broken server build (end-to-end test)');\n`);
}
