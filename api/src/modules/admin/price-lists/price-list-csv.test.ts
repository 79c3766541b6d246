import { insertCompany, insertPriceList } from '../../../test/business-fixtures';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { multipartFile } from '../../../test/form-data';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

/* #Cjenovnici: a list's rules out as CSV (Excel's conventions) and back in, all rows or none. */
describe.each(testDatabases())('price list CSV on $name', (database) => {
  let t: TestApp;
  let editor: string;
  let listId: number;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    productId = await insertProduct(t.db, {
      slug: 'monitor',
      name: 'Monitor 27"',
      product_code: '=MON-27',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
    });
    const companyId = await insertCompany(t.db, { name: 'Firma', jib: '4200000000555' });
    listId = await insertPriceList(t.db, {
      name: 'Firma 2026',
      companyId,
      rules: [
        { product_id: productId, min_quantity: 1, price_minor: 9_950 },
        { product_id: productId, min_quantity: 5, percent_off_bp: 1_250 },
        { category_id: ids.computersId, min_quantity: 1, percent_off_bp: 500 },
        { manufacturer_id: ids.manufacturerId, min_quantity: 10, percent_off_bp: 300 },
      ],
    });
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const upload = (csv: string) => {
    const file = multipartFile(Buffer.from(csv, 'utf8'), 'cjenovnik.csv', 'text/csv');
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/price-lists/${listId}/csv`,
      payload: file.payload,
      headers: { ...file.headers, cookie: editor, 'accept-language': 'sr' },
    });
  };

  it('exports the rules with codes, comma decimals and a guarded formula-like code, and imports them back', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/price-lists/${listId}/csv`,
      headers: { cookie: editor },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['cache-control']).toBe('private, no-store');
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'vrsta;sifra;naziv;od_kolicine;cijena_km;popust_posto',
      'proizvodjac;Acer;Acer;10;;3',
      'kategorija;računari-i-komponente;Računari i komponente;1;;5',
      'proizvod;\'=MON-27;"Monitor 27""";1;99,5;',
      'proizvod;\'=MON-27;"Monitor 27""";5;;12,5',
    ]);

    const before = (
      await t.app.inject({ method: 'GET', url: `/api/admin/price-lists/${listId}`, headers: { cookie: editor } })
    ).json();
    const edited = exported.body.replace(';1;99,5;', ';1;89,5;');
    const imported = await upload(edited);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().rules).toEqual(
      before.rules.map((rule: { price: number | null }) => (rule.price === 99.5 ? { ...rule, price: 89.5 } : rule)),
    );
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'pricelist').execute();
    expect(audit.map((row) => row.action)).toEqual(['pricelist.import']);
  });

  it('refuses the whole file at its first bad row, naming the line, and changes nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/admin/price-lists/${listId}`, headers: { cookie: editor } })
    ).json();
    const bad = await upload(
      "vrsta;sifra;od_kolicine;cijena_km;popust_posto\r\nproizvod;'=MON-27;1;80;\r\nproizvod;NEMA-GA;1;70;\r\n",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'PRICE_LIST_CSV_ROW' });
    expect(bad.json().message).toContain('Red 3 CSV datoteke nije ispravan');
    const both = await upload("vrsta;sifra;od_kolicine;cijena_km;popust_posto\r\nproizvod;'=MON-27;1;80;5\r\n");
    expect(both.json().message).toContain('Red 2');
    const missing = await upload('vrsta;sifra\r\nproizvod;x\r\n');
    expect(missing.json()).toMatchObject({ code: 'IMPORT_MISSING_COLUMNS' });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/admin/price-lists/${listId}`, headers: { cookie: editor } })
    ).json();
    expect(after.rules).toEqual(before.rules);
  });
});
