import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remoteDistDir, shellDistDir } from '../static/dist-folders';
import type { FederationManifest } from './manifest';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const built = existsSync(path.join(shellDistDir(repoRoot), 'mf-manifest.json'));
if (process.env.RELEASE_CHECK_NEEDS_BUILDS === '1' && !built) throw new Error('no builds to release: run pnpm build');

interface Run {
  code: number;
  output: string;
}

(built ? describe : describe.skip)('pnpm release and pnpm rollback (needs pnpm build)', () => {
  let work: string;
  let env: NodeJS.ProcessEnv;

  /** A CLI as the deploy runs it, in a Node process of its own (the check loads Node builds with `import()`). */
  function run(script: string, args: string[], release?: string): Promise<Run> {
    const cli = path.join(__dirname, script);
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', cli, ...args],
        { env: { ...env, ...(release ? { SHOP_RELEASE: release } : {}) } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
      );
    });
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'release-cli-'));
    // The deployment: the repository's shell build (linked, never changed) and releases made into this folder.
    await mkdir(path.join(work, 'root', 'shell'), { recursive: true });
    await symlink(shellDistDir(repoRoot), path.join(work, 'root', 'shell', 'dist'));
    env = { ...process.env, DATABASE_URL: path.join(work, 'shop.sqlite'), STATIC_ROOT: path.join(work, 'root') };
    delete env.REDIS_URL;
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('refuses a build without an exposed module, naming it, and switches nothing', async () => {
    const broken = path.join(work, 'broken');
    await cp(remoteDistDir(repoRoot, 'catalog'), broken, { recursive: true });
    const manifestFile = path.join(broken, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as FederationManifest;
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'SearchPage');
    await writeFile(manifestFile, JSON.stringify(manifest));

    const refused = await run('release-cli.ts', ['catalog', '--dist', broken], 'broken-1');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('catalog broken-1: refused, nothing switched');
    expect(refused.output).toContain('mf-catalog does not expose ./SearchPage (route /pretraga)');
    expect(existsSync(path.join(work, 'root', 'releases', 'catalog', 'broken-1'))).toBe(false);
    expect((await run('rollback-cli.ts', ['catalog'])).output).toContain('catalog: This part has no release yet');
  });

  it('makes a checked build live, and rolls back to the one before in one step', async () => {
    const dist = remoteDistDir(repoRoot, 'catalog');
    expect(await run('release-cli.ts', ['catalog', '--dist', dist], 'good-1')).toMatchObject({ code: 0 });
    const second = await run('release-cli.ts', ['catalog', '--dist', dist], 'good-2');
    expect(second.output).toContain('catalog good-2: live');
    expect(existsSync(path.join(work, 'root', 'releases', 'catalog', 'good-2', 'server', 'remoteEntry.js'))).toBe(true);
    const back = await run('rollback-cli.ts', ['catalog']);
    expect(back.output).toContain('catalog: good-2 → good-1');
  });
});
