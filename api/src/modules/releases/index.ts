// Releases (decision 020): which build of the shell and of each remote is live, kept releases, switch and rollback.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as liveReleasesPlugin } from './plugin';
export {
  type KeptRelease,
  listReleases,
  liveOf,
  type ReleaseSnapshot,
  readSnapshot as readLiveReleases,
} from './release-store';
export { remotesWithReleases } from './remotes-with-releases';
export { goLive, type RollbackResult, rollBack } from './switch-release';
