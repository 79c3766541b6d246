// `pnpm check:remote <name|all> [--dist <dir>] [--shell <dir>]`: checks built remotes against a shell's build, as a
// release does against the live shell's; prints what refuses each and exits 1 if any is refused. By default the
// builds are this checkout's (`mf-<name>/dist`, `shell/dist`); `--dist` checks one remote's build elsewhere.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/contracts';
import { isRemoteName, remoteDistDir, shellDistDir } from '../static/dist-folders';
import { checkRemoteRelease } from './check-remote';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' }, shell: { type: 'string' } },
});
const wanted = (positionals[0] ?? '').replace(/^mf-/, '');
if ((wanted !== 'all' && !isRemoteName(wanted)) || (wanted === 'all' && values.dist)) {
  console.error(`usage: pnpm check:remote <${REMOTE_NAMES.join('|')}|all> [--dist <dir> (one remote)] [--shell <dir>]`);
  process.exit(2);
}

async function isReleasable(remote: RemoteName): Promise<boolean> {
  const problems = await checkRemoteRelease({
    remote,
    distDir: path.resolve(values.dist ?? remoteDistDir(repoRoot, remote)),
    shellDistDir: path.resolve(values.shell ?? shellDistDir(repoRoot)),
  }).catch((error: unknown) => [`mf-${remote} cannot be checked: ${String(error)}`]);
  console.log(problems.length === 0 ? `mf-${remote}: ok` : `mf-${remote}: refused\n  ${problems.join('\n  ')}`);
  return problems.length === 0;
}

async function main(): Promise<number> {
  let refused = 0;
  // One at a time: each renders with the one server renderer of this process.
  for (const remote of wanted === 'all' ? REMOTE_NAMES : [wanted as RemoteName]) {
    if (!(await isReleasable(remote))) refused += 1;
  }
  return refused === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
