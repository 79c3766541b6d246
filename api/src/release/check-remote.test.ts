import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remoteDistDir, shellDistDir } from '../static/dist-folders';
import type { FederationManifest } from './manifest';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const shellDir = shellDistDir(repoRoot);
const catalogDir = remoteDistDir(repoRoot, 'catalog');
// The check reads real builds: `pnpm build` first (`pnpm test:e2e` builds, then runs `pnpm check:remote all`).
const built = existsSync(path.join(shellDir, 'mf-manifest.json')) && existsSync(path.join(catalogDir, 'server'));
// `pnpm test:release` (run by `pnpm test:e2e` after the build) sets this: there, missing builds are a failure.
if (process.env.RELEASE_CHECK_NEEDS_BUILDS === '1' && !built) {
  throw new Error(`no builds to check in ${shellDir} and ${catalogDir}: run pnpm build first`);
}

/** A copy of the catalog's build to break (never the real one); the copy leaves out what no check reads. */
async function copyOfCatalogBuild(): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'check-remote-'));
  await cp(catalogDir, copy, { recursive: true, filter: (file) => !/\.(br|gz|map)$/.test(file) });
  return copy;
}

async function editManifest(distDir: string, edit: (manifest: FederationManifest) => void): Promise<void> {
  const file = path.join(distDir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

/**
 * The problems `pnpm check:remote catalog --dist <copy>` prints. Through the CLI (a Node process of its own): the
 * federation runtime loads a Node build with dynamic `import()`, which Jest's module sandbox does not allow.
 */
function check(distDir: string): Promise<string[]> {
  const cli = path.join(__dirname, 'check-remote-cli.ts');
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, 'catalog', '--dist', distDir], (_error, stdout) => {
      resolve(stdout.split('\n').flatMap((line) => (line.startsWith('  ') ? [line.trim()] : [])));
    });
  });
}

(built ? describe : describe.skip)('the release check of a remote build (needs pnpm build)', () => {
  let copy: string;
  beforeEach(async () => {
    copy = await copyOfCatalogBuild();
  });
  afterEach(() => rm(copy, { recursive: true, force: true }));

  it('passes a good build', async () => {
    expect(await check(copy)).toEqual([]);
  });

  it('refuses a build that does not expose a module the route table names, naming the module and the route', async () => {
    await editManifest(copy, (manifest) => {
      manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'SearchPage');
    });
    expect(await check(copy)).toEqual(['mf-catalog does not expose ./SearchPage (route /pretraga)']);
  });

  it("refuses a build that shares React in another major version than the live shell's", async () => {
    const shellReact = (
      JSON.parse(await readFile(path.join(shellDir, 'mf-manifest.json'), 'utf8')) as FederationManifest
    ).shared.find((shared) => shared.name === 'react')?.version;
    await editManifest(copy, (manifest) => {
      for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '18.3.1';
    });
    expect(await check(copy)).toEqual([
      `mf-catalog shares react 18.3.1, the live shell ${shellReact}: the major versions differ`,
    ]);
  });

  /** Edits the Node build's chunk that holds `text` (the copy's). */
  async function editServerChunk(holding: string, edit: (code: string) => string): Promise<void> {
    const serverDir = path.join(copy, 'server');
    const files = await readdir(serverDir);
    const contents = await Promise.all(files.map((file) => readFile(path.join(serverDir, file), 'utf8')));
    const index = contents.findIndex((code) => code.includes(holding));
    if (index < 0) throw new Error(`no server chunk holds ${holding}`);
    await writeFile(path.join(serverDir, files[index] ?? ''), edit(contents[index] ?? ''));
  }

  it('refuses a build whose Node build of a page throws when loaded', async () => {
    await editServerChunk('src/exposed/SearchPage.tsx', (code) => `throw new Error('a broken build');\n${code}`);
    // The chunk may hold other pages' code too: they may be refused as well.
    expect(await check(copy)).toContain(
      'mf-catalog: its Node build cannot load ./SearchPage (route /pretraga); the server log above says why',
    );
  });

  it('refuses a build whose page throws while it renders on the server, naming the page and the error', async () => {
    await editServerChunk('function SearchPage() {', (code) =>
      code.replace(
        'function SearchPage() {',
        "function SearchPage() { throw new Error('a page that does not render');",
      ),
    );
    const problems = await check(copy);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^mf-catalog: \/pretraga \(route \/pretraga\) does not render on the server: .*a page that does not render/,
    );
  });
});
