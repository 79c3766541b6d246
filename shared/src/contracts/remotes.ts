import { z } from 'zod';
import { REMOTE_NAMES, type RemotesConfig as RemotesConfigShape } from './remote-names';

export {
  isReleaseId,
  RELEASE_PACKAGES,
  RELEASES_HEADER,
  REMOTE_NAMES,
  type ReleasePackage,
  type ReleaseSnapshot,
  type RemoteName,
  releasesKey,
  remoteManifestPath,
} from './remote-names';

/** The zod schema of `/remotes.json` (the API's answer); the shape itself is in remote-names.ts. */
export const RemotesConfig: z.ZodType<RemotesConfigShape> = z.partialRecord(
  z.enum(REMOTE_NAMES),
  z.object({ entry: z.string() }),
);
export type RemotesConfig = RemotesConfigShape;
