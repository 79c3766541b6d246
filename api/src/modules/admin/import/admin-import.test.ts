import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CurrentImportJob, type ImportJob, PRODUCT_CSV_COLUMNS } from '@shop/shared/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startAnotherInstance, startTestApp, type TestApp } from '../../../test/test-app';
import { CHECKED_FILE_TTL_MS, forgetExpiredFiles } from './import-jobs';

const HEADER = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'url_slike').join(';');

/** A valid row in the skeleton's `računari-i-komponente / desktop-računari`, with any cell changed. */
function row(code: string, changes: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {}): string {
  const cells: Record<string, string> = {
    kod_proizvoda: code,
    naziv: `Računar ${code} – čćđšž`,
    slug: '',
    kratak_opis: 'Brz i tih.',
    barkod: '4006381333931',
    naziv_proizvodjaca: 'Acer',
    kategorija: 'računari-i-komponente',
    podkategorija: 'desktop-računari',
    prodajna_cijena_sa_pdv: '1.299,90',
    akcijska_cijena_sa_pdv: '',
    naAkciji: '0',
    kolicina: '7',
    garancija: '24',
    label: 'Novo',
    color: '#2e7d32',
    specifikacije: '"Procesor: Intel i5; RAM: 16 GB"',
    skriven: '0',
    ...changes,
  };
  return PRODUCT_CSV_COLUMNS.filter((column) => column !== 'url_slike')
    .map((column) => cells[column])
    .join(';');
}

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe.each(testDatabases())('CSV import and export of products on $name', (database) => {
  let t: TestApp;
  let editor: string;
  let outboxDirectory: string;

  beforeAll(async () => {
    // A temporary outbox (back-in-stock emails a stock rise sends) keeps the repository's data/ clean.
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'shop-import-'));
    outboxDirectory = path.join(dataDirectory, 'outbox');
    t = await startTestApp(database, { email: { directory: outboxDirectory } });
    await insertCatalogSkeleton(t.db);
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await rm(path.dirname(outboxDirectory), { recursive: true, force: true });
  });

  const headers = () => ({ cookie: editor, 'accept-language': 'en' });

  async function upload(text: string | Buffer, fileName = 'proizvodi.csv', app = t.app) {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/api/admin/import/products/check',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { ...headers(), 'content-type': encoded.headers.get('content-type') ?? '' },
    });
  }

  async function check(text: string | Buffer): Promise<ImportJob> {
    const response = await upload(text);
    expect(response.statusCode).toBe(200);
    return response.json<ImportJob>();
  }

  /** Starts the checked job and polls it, as the panel does, until it ends (on `app`, the first instance by default). */
  async function runJob(job: ImportJob, app = t.app): Promise<ImportJob> {
    const started = await app.inject({
      method: 'POST',
      url: `/api/admin/import/jobs/${job.id}/start`,
      headers: headers(),
    });
    expect(started.statusCode).toBe(200);
    for (;;) {
      const polled = (
        await app.inject({ method: 'GET', url: `/api/admin/import/jobs/${job.id}`, headers: headers() })
      ).json<ImportJob>();
      if (polled.state !== 'running') return polled;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The job's stored file (null once it let go of it). */
  const fileIdOf = async (jobId: number) =>
    (await t.db.selectFrom('import_jobs').select('file_id').where('id', '=', jobId).executeTakeFirstOrThrow()).file_id;
  /** Stored files and their chunks, counted: what uploads left in the database. */
  async function storedFiles(): Promise<{ files: number; chunks: number }> {
    const count = async (table: 'import_files' | 'import_file_chunks') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return { files: await count('import_files'), chunks: await count('import_file_chunks') };
  }

  const exportCsv = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/export/products${query}`, headers: headers() });

  it('the dry run names every bad row with its line, column and message, and counts the rest', async () => {
    const job = await check(
      csv(
        HEADER,
        row('DRY-1'),
        row('DRY-2', { prodajna_cijena_sa_pdv: 'dvjesto' }),
        row('DRY-3', { barkod: '123', podkategorija: 'nema-je' }),
        row('DRY-1'),
        row('DRY-4', { naAkciji: '1', akcijska_cijena_sa_pdv: '1500' }),
      ),
    );
    expect(job).toMatchObject({ state: 'checked', totalRows: 5, invalidRows: 4 });
    expect(job.planned).toEqual({ create: 1, update: 0, unchanged: 0 });
    expect(job.errors.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 3, column: 'prodajna_cijena_sa_pdv', code: 'IMPORT_INVALID_NUMBER' },
      { line: 4, column: 'podkategorija', code: 'IMPORT_UNKNOWN_SUBCATEGORY' },
      { line: 4, column: 'barkod', code: 'INVALID_EAN' },
      { line: 5, column: 'kod_proizvoda', code: 'IMPORT_DUPLICATE_CODE' },
      { line: 6, column: 'akcijska_cijena_sa_pdv', code: 'SALE_PRICE_NOT_BELOW_PRICE' },
    ]);
    expect(job.errors[1]?.message).toBe('The subcategory “nema-je” does not exist in that category.');
    expect(job.errors[3]?.message).toBe('The product code already appeared on line 2.');
    // Nothing was written by the dry run.
    expect(await t.db.selectFrom('products').select('id').where('product_code', 'like', 'DRY-%').execute()).toEqual([]);
  });

  it('refuses a header with missing or unknown columns, and a file that is not text, keeping none of them', async () => {
    const before = await storedFiles();
    const missing = await upload(csv('kod_proizvoda;naziv', 'A;B'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'IMPORT_MISSING_COLUMNS' });
    const unknown = await upload(csv(`${HEADER};boja_kucista`, `${row('X-1')};crna`));
    expect(unknown.json()).toMatchObject({
      code: 'IMPORT_UNKNOWN_COLUMNS',
      message: expect.stringContaining('boja_kucista'),
    });
    const binary = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe]));
    expect(binary.json()).toMatchObject({ code: 'IMPORT_NOT_CSV' });
    const none = await t.app.inject({ method: 'POST', url: '/api/admin/import/products/check', headers: headers() });
    expect(none.json()).toMatchObject({ code: 'IMPORT_FILE_REQUIRED' });
    // A bad header or a file that is not text is deleted at once.
    expect(await storedFiles()).toEqual(before);
  });

  it('imports as a background job: creates, updates, counts the refused rows as failed, records one audit entry', async () => {
    const acerId = (
      await t.db.selectFrom('manufacturers').select('id').where('name', '=', 'Acer').executeTakeFirstOrThrow()
    ).id;
    const subcategoryId = (
      await t.db.selectFrom('subcategories').select('id').where('slug', '=', 'procesori').executeTakeFirstOrThrow()
    ).id;
    await insertProduct(t.db, {
      slug: 'stari-procesor',
      name: 'Stari procesor',
      product_code: 'JOB-OLD',
      subcategory_id: subcategoryId,
      manufacturer_id: acerId,
    });
    const file = csv(
      // `,` as the separator, with a BOM: both are detected.
      `\uFEFF${HEADER.replaceAll(';', ',')}`,
      row('JOB-1', { specifikacije: '"Boja: crna"', prodajna_cijena_sa_pdv: '"1299,90"' }).replaceAll(';', ','),
      row('JOB-OLD', {
        podkategorija: 'procesori',
        naziv: 'Procesor novi naziv',
        naziv_proizvodjaca: 'Novi Proizvođač',
        specifikacije: '"Jezgra: 8"',
        prodajna_cijena_sa_pdv: '"249,50"',
      }).replaceAll(';', ','),
      row('JOB-BAD', { kolicina: '-3', prodajna_cijena_sa_pdv: '"12,50"' }).replaceAll(';', ','),
    );
    const checked = await check(file);
    expect(checked.planned).toEqual({ create: 1, update: 1, unchanged: 0 });
    expect(checked.errors.map(({ line, column }) => ({ line, column }))).toEqual([{ line: 4, column: 'kolicina' }]);

    const fileId = await fileIdOf(checked.id);
    const chunksOfFile = async () =>
      (await t.db.selectFrom('import_file_chunks').select('position').where('file_id', '=', fileId).execute()).length;
    expect(fileId).not.toBeNull();
    expect(await chunksOfFile()).toBe(1);
    const done = await runJob(checked);
    expect(done).toMatchObject({ state: 'done', processedRows: 3, created: 1, updated: 1, unchanged: 0, failed: 1 });
    expect(done.errors).toHaveLength(1);

    const created = await t.db
      .selectFrom('products')
      .selectAll()
      .where('product_code', '=', 'JOB-1')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: 'Računar JOB-1 – čćđšž', price_minor: 129_990, stock: 7, label: 'Novo' });
    const updated = await t.db
      .selectFrom('products')
      .selectAll()
      .where('product_code', '=', 'JOB-OLD')
      .executeTakeFirstOrThrow();
    expect(updated).toMatchObject({ name: 'Procesor novi naziv', price_minor: 24_950 });
    const manufacturer = await t.db
      .selectFrom('manufacturers')
      .select('name')
      .where('id', '=', updated.manufacturer_id)
      .executeTakeFirstOrThrow();
    expect(manufacturer.name).toBe('Novi Proizvođač');
    const specifications = await t.db
      .selectFrom('product_specifications')
      .select(['name', 'value'])
      .where('product_id', '=', updated.id)
      .execute();
    expect(specifications).toEqual([{ name: 'Jezgra', value: '8' }]);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'product.import').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      fileName: 'proizvodi.csv',
      created: 1,
      updated: 1,
      failed: 1,
    });
    // The file is gone once the job ended.
    expect(await fileIdOf(checked.id)).toBeNull();
    expect(await chunksOfFile()).toBe(0);
    expect(
      await t.db
        .selectFrom('import_files')
        .select('id')
        .where('id', '=', fileId ?? 0)
        .execute(),
    ).toEqual([]);

    // The panel finds the job after a reload; the same file imported again changes nothing.
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/import/jobs/current', headers: headers() })
    ).json<CurrentImportJob>();
    expect(current.job?.id).toBe(done.id);
    const again = await check(file);
    expect(again.planned).toEqual({ create: 0, update: 0, unchanged: 2 });
    const second = await runJob(again);
    expect(second).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 2, failed: 1 });
    const restarted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/import/jobs/${second.id}/start`,
      headers: headers(),
    });
    expect(restarted.statusCode).toBe(409);
  });

  it('exports the filtered products for Excel (BOM, `;`, CRLF, diacritics) and the export imports back unchanged', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="proizvodi-/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${PRODUCT_CSV_COLUMNS.join(';')}`);
    expect(text).toContain('Računar JOB-1 – čćđšž');
    expect(text).toContain('1299,90');
    const records = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.kod_proizvoda).sort()).toEqual(['JOB-1', 'JOB-OLD']);

    const filtered = parse((await exportCsv('?search=JOB-OLD')).rawPayload.toString('utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(filtered).toHaveLength(1);

    const reimport = await check(bytes);
    expect(reimport).toMatchObject({ invalidRows: 0, planned: { create: 0, update: 0, unchanged: 2 } });
    expect(await runJob(reimport)).toMatchObject({ state: 'done', unchanged: 2, created: 0, updated: 0, failed: 0 });
  });

  it('carries the English columns (issue 26): imported, exported, imported back unchanged; absent keeps them', async () => {
    const english = { naziv_en: 'Whirlwind computer', kratak_opis_en: 'Fast and quiet.', label_en: 'New' };
    const created = await runJob(await check(csv(HEADER, row('ENG-1', english))));
    expect(created).toMatchObject({ state: 'done', created: 1, failed: 0 });
    const stored = () =>
      t.db
        .selectFrom('products')
        .select(['name', 'name_en', 'short_description_en', 'label_en'])
        .where('product_code', '=', 'ENG-1')
        .executeTakeFirstOrThrow();
    expect(await stored()).toMatchObject({
      name_en: 'Whirlwind computer',
      short_description_en: 'Fast and quiet.',
      label_en: 'New',
    });

    const bytes = (await exportCsv('?search=ENG-1')).rawPayload;
    const [record] = parse(bytes.toString('utf8'), { bom: true, delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    expect(record).toMatchObject(english);
    expect(await check(bytes)).toMatchObject({ invalidRows: 0, planned: { create: 0, update: 0, unchanged: 1 } });

    // A file without the English columns (made before them) changes the Serbian name and keeps the English texts.
    const serbianOnly = PRODUCT_CSV_COLUMNS.filter(
      (column) => !['url_slike', ...Object.keys(english)].includes(column),
    );
    // (Specifications without a `;`, so the row splits into its cells.)
    const renamed = row('ENG-1', { naziv: 'Računar Vihor', specifikacije: 'Procesor: Intel i5' }).split(';');
    const cellsOf = Object.fromEntries(
      PRODUCT_CSV_COLUMNS.filter((column) => column !== 'url_slike').map((column, i) => [column, renamed[i] ?? '']),
    );
    const old = csv(serbianOnly.join(';'), serbianOnly.map((column) => cellsOf[column]).join(';'));
    expect(await runJob(await check(old))).toMatchObject({ state: 'done', updated: 1 });
    expect(await stored()).toMatchObject({ name: 'Računar Vihor', name_en: 'Whirlwind computer', label_en: 'New' });

    // An empty English cell clears it (the shop shows the Serbian text); one too long is refused at its column.
    expect(await runJob(await check(csv(HEADER, row('ENG-1', { ...english, label_en: '' }))))).toMatchObject({
      updated: 1,
    });
    expect((await stored()).label_en).toBeNull();
    const tooLong = await check(csv(HEADER, row('ENG-1', { naziv_en: 'x'.repeat(256) })));
    expect(tooLong.errors.map(({ column, code }) => ({ column, code }))).toEqual([
      { column: 'naziv_en', code: 'INVALID_FIELD' },
    ]);
  });

  // Issue 24: cells starting with = + - @ (or a tab or CR) were exported as they are into a file made for Excel.
  it('neutralises cells a spreadsheet would run as formulas, and the import reads them back unchanged', async () => {
    const subcategory = await t.db.selectFrom('subcategories').select('id').executeTakeFirstOrThrow();
    const manufacturer = await t.db.selectFrom('manufacturers').select('id').executeTakeFirstOrThrow();
    const names = ['=HYPERLINK("http://evil.example","klik")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3', "'=navodnik"];
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      ids.push(
        await insertProduct(t.db, {
          slug: `formula-${index}`,
          product_code: `FORMULA-${index}`,
          name,
          short_description: index === 0 ? '=1+1' : `-opis ${index}`,
          subcategory_id: subcategory.id,
          manufacturer_id: manufacturer.id,
        }),
      );
    }
    try {
      const bytes = (await exportCsv('?search=FORMULA')).rawPayload;
      const records = parse(bytes.toString('utf8'), { bom: true, delimiter: ';', columns: true });
      const byCode = new Map((records as Record<string, string>[]).map((record) => [record.kod_proizvoda, record]));
      for (const [index, name] of names.entries()) {
        expect(byCode.get(`FORMULA-${index}`)?.naziv).toBe(`'${name}`);
      }
      expect(byCode.get('FORMULA-0')?.kratak_opis).toBe("'=1+1");
      const reimport = await check(bytes);
      expect(reimport).toMatchObject({ invalidRows: 0, planned: { create: 0, update: 0, unchanged: names.length } });
    } finally {
      await t.db.deleteFrom('products').where('id', 'in', ids).execute();
    }
  });

  it('the template has the header and one example row that imports as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import/products/template',
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    const records = parse(response.rawPayload.toString('utf8'), { bom: true, delimiter: ';', columns: true });
    expect(records).toHaveLength(1);
    const checked = await check(response.rawPayload);
    expect(checked).toMatchObject({ invalidRows: 0, planned: { create: 1, update: 0, unchanged: 0 } });
  });

  it('gives new products with the same name distinct slugs (the second one through saveProduct, suffixed)', async () => {
    const done = await runJob(
      await check(csv(HEADER, row('TWIN-1', { naziv: 'Blizanac' }), row('TWIN-2', { naziv: 'Blizanac' }))),
    );
    expect(done).toMatchObject({ state: 'done', created: 2, failed: 0 });
    const slugs = await t.db
      .selectFrom('products')
      .select('slug')
      .where('product_code', 'in', ['TWIN-1', 'TWIN-2'])
      .orderBy('product_code')
      .execute();
    expect(slugs.map((product) => product.slug)).toEqual(['blizanac', 'blizanac-2']);
  });

  it('marks a job whose server stopped mid-import (no heartbeat for a minute) as interrupted', async () => {
    const staff = await t.db.selectFrom('users').select(['id', 'email']).executeTakeFirstOrThrow();
    const { insertId } = await t.db
      .insertInto('import_jobs')
      .values({
        state: 'running',
        file_name: 'prekinut.csv',
        file_id: null,
        user_id: staff.id,
        user_email: staff.email,
        total_rows: 10,
        processed_rows: 4,
        started_at: '2026-01-01T10:00:00.000Z',
        heartbeat_at: '2026-01-01T10:00:05.000Z',
      })
      .executeTakeFirstOrThrow();
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/import/jobs/current', headers: headers() });
    const job = current.json<CurrentImportJob>().job;
    expect(job).toMatchObject({ id: Number(insertId), state: 'failed', processedRows: 4 });
    expect(job?.failure?.code).toBe('IMPORT_INTERRUPTED');
  });

  it('starts a checked file once, one import at a time, and never one whose file is gone', async () => {
    const first = await check(csv(HEADER, row('ONE-1')));
    const second = await check(csv(HEADER, row('ONE-2')));
    const gone = await check(csv(HEADER, row('ONE-3')));
    // Its file removed behind the job's back (the job still names it).
    await t.db
      .deleteFrom('import_files')
      .where('id', '=', (await fileIdOf(gone.id)) ?? 0)
      .execute();
    const start = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/import/jobs/${id}/start`, headers: headers() });

    // While one job runs (the first, marked running as a long job would be), another file cannot start.
    await t.db
      .updateTable('import_jobs')
      .set({ state: 'running', heartbeat_at: new Date().toISOString() })
      .where('id', '=', first.id)
      .execute();
    expect((await start(second.id)).json()).toMatchObject({ code: 'IMPORT_ALREADY_RUNNING' });
    await t.db.updateTable('import_jobs').set({ state: 'checked' }).where('id', '=', first.id).execute();

    expect(await runJob(first)).toMatchObject({ state: 'done', created: 1 });
    expect((await start(first.id)).json()).toMatchObject({ code: 'IMPORT_JOB_NOT_STARTABLE' });
    expect((await start(gone.id)).json()).toMatchObject({ code: 'IMPORT_JOB_NOT_STARTABLE' });
    expect((await start(999_999)).statusCode).toBe(404);
  });

  it('forgets a checked file unused for an hour, and an upload no job holds, chunks and all', async () => {
    const before = await storedFiles();
    const unused = await check(csv(HEADER, row('OLD-1')));
    const fresh = await check(csv(HEADER, row('OLD-2')));
    const overAnHourAgo = new Date(Date.now() - CHECKED_FILE_TTL_MS - 60_000).toISOString();
    // created_at is never updated by the app (the schema says so): aged here with plain SQL.
    await sql`update import_jobs set created_at = ${overAnHourAgo} where id = ${unused.id}`.execute(t.db);
    // An upload whose dry run never ended (its server was stopped meanwhile): no job holds it.
    const { insertId } = await t.db
      .insertInto('import_files')
      .values({ created_at: overAnHourAgo, byte_size: 3, chunk_count: 1 })
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('import_file_chunks')
      .values({ file_id: Number(insertId), position: 0, bytes: Buffer.from('a;b') })
      .execute();
    expect(await storedFiles()).toEqual({ files: before.files + 3, chunks: before.chunks + 3 });

    await forgetExpiredFiles(t.app);
    expect(await fileIdOf(unused.id)).toBeNull();
    expect(await storedFiles()).toEqual({ files: before.files + 1, chunks: before.chunks + 1 });
    const startUnused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/import/jobs/${unused.id}/start`,
      headers: headers(),
    });
    expect(startUnused.json()).toMatchObject({ code: 'IMPORT_JOB_NOT_STARTABLE' });
    expect(await runJob(fresh)).toMatchObject({ state: 'done', created: 1 });
    expect(await storedFiles()).toEqual(before);
  });

  it('checks a file on one instance and imports it on another (one database, as behind a load balancer)', async () => {
    const other = await startAnotherInstance(t);
    try {
      const lines = [HEADER];
      // Long enough to span several chunks.
      const description = 'Tih i brz, za kancelariju i kuću. '.repeat(8);
      for (let i = 0; i < 1200; i++) lines.push(row(`LB-${i}`, { naziv: `Balansiran ${i}`, kratak_opis: description }));
      const response = await upload(csv(...lines), 'balansiran.csv', t.app);
      expect(response.statusCode).toBe(200);
      const checked = response.json<ImportJob>();
      expect(checked).toMatchObject({ state: 'checked', invalidRows: 0, planned: { create: 1200 } });
      const fileId = await fileIdOf(checked.id);
      const chunks = await t.db
        .selectFrom('import_file_chunks')
        .select('position')
        .where('file_id', '=', fileId)
        .execute();
      expect(chunks.length).toBeGreaterThan(1);

      const done = await runJob(checked, other);
      expect(done).toMatchObject({ state: 'done', processedRows: 1200, created: 1200, failed: 0 });
      expect(await fileIdOf(checked.id)).toBeNull();
      const imported = await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_code', 'like', 'LB-%')
        .executeTakeFirstOrThrow();
      expect(Number(imported.count)).toBe(1200);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('streams a large file: 5 000 rows checked and imported in batches', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 5000; i++) lines.push(row(`BIG-${i}`, { slug: `veliki-${i}`, naziv: `Veliki ${i}` }));
    const checked = await check(csv(...lines));
    expect(checked).toMatchObject({
      totalRows: 5000,
      invalidRows: 0,
      planned: { create: 5000, update: 0, unchanged: 0 },
    });
    const done = await runJob(checked);
    expect(done).toMatchObject({ state: 'done', processedRows: 5000, created: 5000, failed: 0 });
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('product_code', 'like', 'BIG-%')
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(5000);
  }, 120_000);
});
