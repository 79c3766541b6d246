import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASES_HEADER, releasesKey, remoteManifestPath } from '@shop/shared/contracts';
import { RenderGate } from '../../ssr/render-gate';
import { testDatabases } from '../../test/databases';
import { signedInAs } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  type KeptRelease,
  listReleases,
  liveOf,
  prunable,
  readSnapshot,
  recordRelease,
  switchLive,
} from './release-store';
import { remotesWithReleases } from './remotes-with-releases';
import { goLive, rollBack } from './switch-release';

// Before any real clock the suite runs at: releases made with `new Date()` come after these.
const at = (minute: number) => new Date(Date.UTC(2020, 0, 1, 5, minute));

/** Kept releases of one package, newest first, as the table lists them. */
function kept(ids: string[], live?: string, lastLive?: string): KeptRelease[] {
  return ids.map((releaseId, index) => ({
    package: 'catalog',
    releaseId,
    createdAt: at(50 - index).toISOString(),
    liveSince: releaseId === live ? at(59).toISOString() : releaseId === lastLive ? at(58).toISOString() : null,
  }));
}

describe('which releases may be deleted', () => {
  it('keeps the N newest', () => {
    const releases = kept(['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1'], 'r7', 'r6');
    expect(prunable(releases, 5).map((release) => release.releaseId)).toEqual(['r2', 'r1']);
  });

  it('never the live one nor the one live before it, however old', () => {
    const releases = kept(['r5', 'r4', 'r3', 'r2', 'r1'], 'r1', 'r2');
    expect(prunable(releases, 1).map((release) => release.releaseId)).toEqual(['r4', 'r3']);
    expect(liveOf(releases)?.releaseId).toBe('r1');
  });
});

describe('the remotes config of a snapshot', () => {
  const remotes = {
    catalog: { entry: remoteManifestPath('catalog') },
    product: { entry: remoteManifestPath('product') },
    checkout: { entry: 'https://cdn.example/checkout/mf-manifest.json' },
  };

  it("names each live release's own URL and leaves the other remotes as configured", () => {
    expect(remotesWithReleases(remotes, { catalog: 'a1-x', checkout: 'c9', shell: 's1' })).toEqual({
      catalog: { entry: '/mf/catalog/r/a1-x/mf-manifest.json' },
      product: { entry: '/mf/product/mf-manifest.json' },
      // Moved to a CDN (REMOTE_CHECKOUT_URL): its releases are the CDN's business.
      checkout: { entry: 'https://cdn.example/checkout/mf-manifest.json' },
    });
    expect(remotesWithReleases(remotes, {})).toEqual(remotes);
  });

  it('names the whole snapshot in one string, in the same order whatever the order read', () => {
    expect(releasesKey({ catalog: 'a1-x', shell: 's1' })).toBe('shell=s1,catalog=a1-x');
    expect(releasesKey({})).toBe('');
  });
});

describe('the render gate', () => {
  it('lets a switch wait for the render in flight, and a render arriving meanwhile wait for the switch', async () => {
    const gate = new RenderGate();
    const events: string[] = [];
    let finishFirst = () => {};
    const first = gate.run(async () => {
      events.push('render 1 starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('render 1 ends');
    });
    const switching = gate.switch(() => {
      events.push('switch');
    });
    const second = gate.run(async () => {
      events.push('render 2');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['render 1 starts']);
    finishFirst();
    await Promise.all([first, switching, second]);
    expect(events).toEqual(['render 1 starts', 'render 1 ends', 'switch', 'render 2']);
  });
});

describe.each(testDatabases())('the live pointer on $name', (database) => {
  let t: TestApp;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'shop-releases-'));
    t = await startTestApp(database, { staticFiles: { root: staticRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  /** A release's folder as `pnpm release` leaves it before the switch. */
  async function placeRelease(id: string): Promise<void> {
    await mkdir(path.join(staticRoot, 'releases', 'catalog', id), { recursive: true });
    await writeFile(path.join(staticRoot, 'releases', 'catalog', id, 'mf-manifest.json'), '{}');
  }

  it('serves dist/ without a release, switches in one step, and every instance reads the new pointer', async () => {
    expect(t.app.liveReleases.snapshot).toEqual({});
    await recordRelease(t.app.db, 'catalog', 'c1', at(0));
    expect(await readSnapshot(t.app.db)).toEqual({});
    expect(await switchLive(t.app.db, 'catalog', 'c1', at(1))).toBe(true);
    expect(await switchLive(t.app.db, 'catalog', 'nope', at(1))).toBe(false);
    await recordRelease(t.app.db, 'catalog', 'c2', at(2));
    await switchLive(t.app.db, 'catalog', 'c2', at(3));
    expect(await readSnapshot(t.app.db)).toEqual({ catalog: 'c2' });

    const seen: unknown[] = [];
    t.app.liveReleases.onChange((snapshot) => {
      seen.push(snapshot);
    });
    await t.app.liveReleases.announce();
    expect(t.app.liveReleases.snapshot).toEqual({ catalog: 'c2' });
    expect(seen).toEqual([{ catalog: 'c2' }]);
    const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(remotes.json().catalog).toEqual({ entry: '/mf/catalog/r/c2/mf-manifest.json' });
    // What the shell compares on navigation (a HEAD is enough) with the releases its page was rendered with.
    const head = await t.app.inject({ method: 'HEAD', url: '/remotes.json' });
    expect(head.headers[RELEASES_HEADER]).toBe('catalog=c2');
  });

  it('rolls back to the release before the live one, or to a named one, and says why it cannot', async () => {
    expect(await rollBack(t.app.db, 'catalog')).toEqual({ ok: true, from: 'c2', to: 'c1' });
    expect(await readSnapshot(t.app.db)).toEqual({ catalog: 'c1' });
    expect(await rollBack(t.app.db, 'catalog')).toEqual({ ok: false, reason: 'RELEASE_NONE_EARLIER' });
    expect(await rollBack(t.app.db, 'catalog', 'c1')).toEqual({ ok: false, reason: 'RELEASE_ALREADY_LIVE' });
    expect(await rollBack(t.app.db, 'catalog', 'c9')).toEqual({ ok: false, reason: 'RELEASE_NOT_FOUND' });
    expect(await rollBack(t.app.db, 'shell')).toEqual({ ok: false, reason: 'RELEASE_NONE_LIVE' });
    expect(await rollBack(t.app.db, 'catalog', 'c2')).toEqual({ ok: true, from: 'c1', to: 'c2' });
  });

  it('prunes past the kept number on a release, deleting the folders, never the live one', async () => {
    for (const id of ['c1', 'c2', 'c3', 'c4']) await placeRelease(id);
    // c1 live again, then c3 released with keep 2: c1 stays (live just before c3); then c4: c2 and c1 go.
    expect(await rollBack(t.app.db, 'catalog', 'c1')).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await goLive(t.app.db, 'catalog', 'c3', { staticRoot, keep: 2 })).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await goLive(t.app.db, 'catalog', 'c4', { staticRoot, keep: 2 })).toEqual(['c2', 'c1']);
    expect((await listReleases(t.app.db)).map((release) => release.releaseId)).toEqual(['c4', 'c3']);
    expect((await readdir(path.join(staticRoot, 'releases', 'catalog'))).sort()).toEqual(['c3', 'c4']);
    expect(await readSnapshot(t.app.db)).toEqual({ catalog: 'c4' });
  });

  it("serves a kept release's files at /mf/<name>/r/<id>/, all immutable", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mf/catalog/r/c4/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/mf/catalog/r/c1/mf-manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/mf/catalog/r/..%2F..%2Fx/a.js' })).statusCode).toBe(404);
  });

  it('lists the kept releases to staff, and lets an Admin roll back, audited', async () => {
    const editor = (await signedInAs(t.db, 'Editor')).cookie;
    const admin = (await signedInAs(t.db, 'Admin')).cookie;
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers: { cookie: editor } });
    expect(list.statusCode).toBe(200);
    const catalog = list.json().paketi.find((entry: { paket: string }) => entry.paket === 'catalog');
    expect(catalog.izdanja.map((release: { id: string; uzivo: boolean }) => [release.id, release.uzivo])).toEqual([
      ['c4', true],
      ['c3', false],
    ]);
    const rollback = (cookie: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/releases/rollback', headers: { cookie }, payload: body });
    expect((await rollback(editor, { paket: 'catalog' })).statusCode).toBe(403);
    const refused = await rollback(admin, { paket: 'shell' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RELEASE_NONE_LIVE' });
    expect((await rollback(admin, { paket: 'catalog', izdanje: 'c1' })).json()).toMatchObject({
      code: 'RELEASE_NOT_FOUND',
    });

    const done = await rollback(admin, { paket: 'catalog' });
    expect(done.json()).toEqual({ paket: 'catalog', sa: 'c4', na: 'c3' });
    expect(t.app.liveReleases.snapshot).toEqual({ catalog: 'c3' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'release.rollback').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'release',
        entity_id: 'catalog',
        after_json: JSON.stringify({ izdanje: 'c3' }),
      }),
    ]);
  });
});
