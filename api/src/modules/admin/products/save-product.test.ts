import { AdminProductInput, type AdminProductInputBody } from '@shop/shared/contracts';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadProductSnapshot } from './product-snapshot';
import { saveProduct } from './save-product';

describe.each(testDatabases())('saveProduct (the editor and the CSV import) on $name', (database) => {
  let t: TestApp;
  let skeleton: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  beforeAll(async () => {
    t = await startTestApp(database);
    skeleton = await insertCatalogSkeleton(t.db);
  });
  afterAll(() => t.close());

  const parse = (body: Partial<AdminProductInputBody>) =>
    AdminProductInput.parse({
      name: 'Ruter TP-Link Archer',
      productCode: 'TPL-AX55',
      barcode: '4006381333931',
      manufacturerId: skeleton.manufacturerId,
      subcategoryId: skeleton.processorsId,
      stock: 3,
      price: 129.5,
      warrantyMonths: 24,
      ...body,
    });
  const save = (body: Partial<AdminProductInputBody>, productCode = 'TPL-AX55') =>
    t.app.writeCatalog(async (trx, changes) => {
      const existing = await loadProductSnapshot(trx, { productCode });
      return saveProduct(trx, changes, parse({ productCode, ...body }), { existing });
    });

  it('creates, then an identical save changes nothing; a row without specifications or hidden keeps them', async () => {
    const created = await save({ specifications: [{ name: 'Wi-Fi', value: '6' }], hidden: true });
    expect(created).toMatchObject({ created: true, changed: true });
    expect(created.after).toMatchObject({ slug: 'ruter-tp-link-archer', priceMinor: 12_950, hidden: true, version: 0 });

    // What a CSV row without slug, specification or hidden columns amounts to.
    const again = await save({});
    expect(again).toMatchObject({ id: created.id, created: false, changed: false });
    const stored = await loadProductSnapshot(t.db, { id: created.id });
    expect(stored).toMatchObject({ version: 0, hidden: true, specifications: [{ name: 'Wi-Fi', value: '6' }] });

    const changed = await save({ price: 119 });
    expect(changed).toMatchObject({ changed: true, before: { priceMinor: 12_950 }, after: { priceMinor: 11_900 } });
    expect(await loadProductSnapshot(t.db, { id: created.id })).toEqual(changed.after);
  });

  it('refuses to land over a save that committed after the product was read (the version is the lock)', async () => {
    const created = await save({}, 'TPL-LOCK');
    const stale = await loadProductSnapshot(t.db, { id: created.id });
    await save({ stock: 9 }, 'TPL-LOCK');
    if (!stale) throw new Error('expected the product');
    await expect(
      t.app.writeCatalog((trx, changes) =>
        saveProduct(trx, changes, parse({ productCode: 'TPL-LOCK', stock: 1 }), { existing: stale }),
      ),
    ).rejects.toMatchObject({ code: 'EDIT_CONFLICT' });
    expect((await loadProductSnapshot(t.db, { id: created.id }))?.stock).toBe(9);
  });
});
