import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type ReleasePackage } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { goLive, type ReleaseSnapshot } from '../modules/releases';
import { isFile, liveShellDir, packageDistDir, releaseDir } from '../static/dist-folders';
import { checkRemoteRelease } from './check-remote';

export interface MakeRelease {
  pkg: ReleasePackage;
  releaseId: string;
  /** The repository: where `shell/` and `mf-<name>/` are built. */
  repoRoot: string;
  /** Holds `releases/` (STATIC_ROOT). */
  staticRoot: string;
  /** A build made already (both targets) to copy instead of building the package. */
  fromDist: string | undefined;
  keep: number;
  /** The live releases before this one: the shell a remote is checked against, the remotes a shell is. */
  live: ReleaseSnapshot;
}

export type MakeReleaseResult = { ok: true; pruned: string[] } | { ok: false; problems: string[] };

/** The file every build of a package has. */
const ENTRY_FILE = { shell: 'index.html', remote: 'mf-manifest.json' } as const;

/** Where the live build of a package is: its live release, else its `dist/`. */
function liveDirOf(staticRoot: string, pkg: ReleasePackage, live: ReleaseSnapshot): string {
  const release = live[pkg];
  return release ? releaseDir(staticRoot, pkg, release) : packageDistDir(staticRoot, pkg);
}

/** Builds (or copies) both builds of the package into its release folder. */
async function placeFiles({ pkg, releaseId, repoRoot, staticRoot, fromDist }: MakeRelease): Promise<string[]> {
  const target = releaseDir(staticRoot, pkg, releaseId);
  const filter = pkg === 'shell' ? 'shell' : `mf-${pkg}`;
  if (fromDist) {
    if (!(await isFile(path.join(fromDist, ENTRY_FILE[pkg === 'shell' ? 'shell' : 'remote'])))) {
      return [`${fromDist} holds no build of ${filter}`];
    }
    await cp(fromDist, target, { recursive: true, errorOnExist: true, force: false });
    return [];
  }
  const build = spawnSync('pnpm', ['--filter', filter, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SHOP_RELEASE: releaseId, SHOP_DIST_DIR: target },
  });
  return build.status === 0 ? [] : [`the build of ${filter} failed (exit ${build.status})`];
}

/** What refuses the release: a remote against the live shell, a shell against every live remote. */
async function problemsOf({ pkg, releaseId, staticRoot, live }: MakeRelease): Promise<string[]> {
  const dir = releaseDir(staticRoot, pkg, releaseId);
  if (pkg !== 'shell') {
    return checkRemoteRelease({ remote: pkg, distDir: dir, shellDistDir: liveShellDir(staticRoot, live.shell) });
  }
  const problems: string[] = [];
  for (const remote of REMOTE_NAMES) {
    problems.push(
      ...(await checkRemoteRelease({ remote, distDir: liveDirOf(staticRoot, remote, live), shellDistDir: dir })),
    );
  }
  return problems;
}

/**
 * `pnpm release`: the package's builds into `releases/<package>/<id>/`, the release check, then the live pointer
 * switched (one row) and old releases pruned. A refused release is deleted and nothing is switched.
 */
export async function makeRelease(db: Kysely<Database>, release: MakeRelease): Promise<MakeReleaseResult> {
  const dir = releaseDir(release.staticRoot, release.pkg, release.releaseId);
  if (await isFile(path.join(dir, ENTRY_FILE[release.pkg === 'shell' ? 'shell' : 'remote']))) {
    return { ok: false, problems: [`release ${release.releaseId} of ${release.pkg} exists already (${dir})`] };
  }
  const problems = await placeFiles(release).then(async (built) =>
    built.length > 0 ? built : await problemsOf(release).catch((error: unknown) => [`cannot be checked: ${error}`]),
  );
  if (problems.length > 0) {
    await rm(dir, { recursive: true, force: true });
    return { ok: false, problems };
  }
  const pruned = await goLive(db, release.pkg, release.releaseId, release);
  return { ok: true, pruned };
}
