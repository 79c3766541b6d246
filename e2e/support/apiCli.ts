import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './shopServer';

const apiDir = path.join(repoRoot, 'api');

/**
 * Runs one of the API's command-line tools (a script of api/package.json's, as a file under api/src) against the
 * shared test server's database (or a spec's own server's): for setup no screen offers yet, such as `order:status`.
 */
export function runApiCli(
  script: string,
  args: string[],
  databaseUrl = process.env.E2E_SHOP_DATABASE_URL,
  /** More settings, e.g. a spec's own server's STATIC_ROOT. */
  env: Record<string, string> = {},
): string {
  if (!databaseUrl) throw new Error('E2E_SHOP_DATABASE_URL is not set: run the tests through playwright test');
  const tsxCli = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
  return execFileSync(process.execPath, [tsxCli, script, ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}
