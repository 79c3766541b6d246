// `pnpm rollback <shell|catalog|…> [release-id]`: switches the package back to a kept release (by default the one
// before the live one) in one step; every instance follows (decision 020).
import { RELEASE_PACKAGES, type ReleasePackage } from '@shop/shared/contracts';
import { rollBack } from '../modules/releases';
import { withReleaseDatabase } from './release-database';

const [name = '', releaseId] = process.argv.slice(2).filter((arg) => arg !== '--');
const pkg = name.replace(/^mf-/, '') as ReleasePackage;
if (!RELEASE_PACKAGES.includes(pkg)) {
  console.error(`usage: pnpm rollback <${RELEASE_PACKAGES.join('|')}> [release-id]`);
  process.exit(2);
}

const REASONS = {
  'no-live-release': 'has no live release (it serves its dist/ folder)',
  'no-earlier-release': 'has no kept release older than the live one',
  'unknown-release': `has no kept release ${releaseId}`,
  'already-live': `already runs ${releaseId}`,
};

withReleaseDatabase(async ({ db, announce }) => {
  const result = await rollBack(db, pkg, releaseId);
  if (!result.ok) {
    console.error(`${pkg} ${REASONS[result.reason]}: nothing switched`);
    return 1;
  }
  console.log(`${pkg}: ${result.from} → ${result.to} (${await announce()})`);
  return 0;
});
