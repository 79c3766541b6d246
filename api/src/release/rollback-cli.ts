// `pnpm rollback <shell|catalog|…> [release-id]`: switches the package back to a kept release (by default the one
// before the live one) in one step; every instance follows (decision 020).
import { RELEASE_PACKAGES, type ReleasePackage } from '@shop/shared/contracts';
import { errorMessage } from '@shop/shared/i18n/core';
import { rollBack } from '../modules/releases';
import { withReleaseDatabase } from './release-database';

const [name = '', releaseId] = process.argv.slice(2).filter((arg) => arg !== '--');
const pkg = name.replace(/^mf-/, '') as ReleasePackage;
if (!RELEASE_PACKAGES.includes(pkg)) {
  console.error(`usage: pnpm rollback <${RELEASE_PACKAGES.join('|')}> [release-id]`);
  process.exit(2);
}

withReleaseDatabase(async ({ db, announce }) => {
  const result = await rollBack(db, pkg, releaseId);
  if (!result.ok) {
    console.error(`${pkg}${releaseId ? ` ${releaseId}` : ''}: ${errorMessage('en', result.reason)} Nothing switched.`);
    return 1;
  }
  console.log(`${pkg}: ${result.from} → ${result.to} (${await announce()})`);
  return 0;
});
