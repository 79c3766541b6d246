// `pnpm release <shell|catalog|…> [--dist <dir>]`: builds the package (or copies a build made already, e.g.
// `--dist mf-catalog/dist`, relative to the repository) into releases/<package>/<id>/, checks it against what is live, and switches every instance to it (decision 020).
// The id is SHOP_RELEASE, or the short commit and the UTC time (`a1b2c3d-20261128T053000Z`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_PACKAGES, type ReleasePackage } from '@shop/shared/contracts';
import { makeRelease } from './make-release';
import { withReleaseDatabase } from './release-database';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' } },
});
const pkg = (positionals[0] ?? '').replace(/^mf-/, '') as ReleasePackage;
if (!RELEASE_PACKAGES.includes(pkg)) {
  console.error(`usage: pnpm release <${RELEASE_PACKAGES.join('|')}> [--dist <build folder>]`);
  process.exit(2);
}

function defaultReleaseId(): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const time = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${commit}-${time}`;
}

withReleaseDatabase(async ({ db, config, live, announce }) => {
  const releaseId = config.releases.nextReleaseId ?? defaultReleaseId();
  const result = await makeRelease(db, {
    pkg,
    releaseId,
    repoRoot,
    staticRoot: config.staticFiles.root,
    fromDist: values.dist === undefined ? undefined : path.resolve(repoRoot, values.dist),
    keep: config.releases.keep,
    live,
  });
  if (!result.ok) {
    console.error(`${pkg} ${releaseId}: refused, nothing switched\n  ${result.problems.join('\n  ')}`);
    return 1;
  }
  console.log(`${pkg} ${releaseId}: live (${await announce()})`);
  if (result.pruned.length > 0) console.log(`  deleted old releases: ${result.pruned.join(', ')}`);
  return 0;
});
