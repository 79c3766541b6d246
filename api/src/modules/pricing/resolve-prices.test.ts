import { insertCompany, insertCustomerGroup, insertPriceList } from '../../test/business-fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertManufacturer, insertProduct, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { resolvePrices, resolvePriceTiers, shopToday } from './resolve-prices';

const TODAY = '2026-11-28';

describe.each(testDatabases())('price resolution on $name', (database) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  let otherMakerId: number;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
    ids = await insertCatalogSkeleton(t.db);
    otherMakerId = await insertManufacturer(t.db, 'Dell');
  });
  afterAll(() => t.close());

  /** A fresh product (100,00 KM unless said otherwise) and a fresh user, so each case sees only its own lists. */
  const product = (values: { price_minor?: number; sale_price_minor?: number; manufacturer_id?: number } = {}) => {
    seq += 1;
    return insertProduct(t.db, {
      slug: `racunar-${seq}`,
      name: `Računar ${seq}`,
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      price_minor: 10_000,
      ...values,
      on_sale: values.sale_price_minor ? 1 : 0,
    });
  };
  const user = () => {
    seq += 1;
    return insertUser(t.db, { email: `kupac-${seq}@firma.ba`, password: 'Lozinka123!' });
  };
  const companyOf = async (memberId: number, extra: { groupId?: number; verified?: boolean } = {}) => {
    seq += 1;
    return insertCompany(t.db, {
      name: `Firma ${seq}`,
      jib: `42000000${String(seq).padStart(5, '0')}`,
      memberId,
      ...extra,
    });
  };
  const priceOf = async (userId: number | null, productId: number, quantity = 1, today = TODAY) =>
    (await resolvePrices(t.db, userId, [{ productId, quantity }], today)).get(productId);

  it('answers the shop price to a guest, to a consumer and for a product no list prices', async () => {
    const productId = await product({ price_minor: 12_345 });
    const consumer = await user();
    const buyer = await user();
    const companyId = await companyOf(buyer);
    await insertPriceList(t.db, {
      name: 'Drugi proizvod',
      companyId,
      rules: [{ product_id: await product(), price_minor: 1 }],
    });
    for (const userId of [null, consumer, buyer]) {
      expect(await priceOf(userId, productId)).toEqual({
        unitPriceMinor: 12_345,
        shopPriceMinor: 12_345,
        priceListId: null,
      });
    }
    expect((await resolvePrices(t.db, buyer, [{ productId: 999_999, quantity: 1 }], TODAY)).size).toBe(0);
  });

  it("gives a company's buyer their list's product price, and nobody else", async () => {
    const productId = await product();
    const buyer = await user();
    const stranger = await user();
    await companyOf(stranger);
    const listId = await insertPriceList(t.db, {
      name: 'Firma d.o.o.',
      companyId: await companyOf(buyer),
      rules: [{ product_id: productId, price_minor: 8_990 }],
    });
    expect(await priceOf(buyer, productId)).toEqual({
      unitPriceMinor: 8_990,
      shopPriceMinor: 10_000,
      priceListId: listId,
    });
    expect((await priceOf(stranger, productId))?.unitPriceMinor).toBe(10_000);
  });

  it("applies a group's list to the company's members and to a user put in the group; not before verification", async () => {
    const productId = await product();
    const groupId = await insertCustomerGroup(t.db, `Obrazovanje ${seq}`);
    await insertPriceList(t.db, {
      name: 'Obrazovanje',
      groupId,
      rules: [{ category_id: ids.computersId, percent_off_bp: 1_000 }],
    });
    const member = await user();
    await companyOf(member, { groupId });
    const unverifiedMember = await user();
    await companyOf(unverifiedMember, { groupId, verified: false });
    const teacher = await user();
    await t.db.updateTable('users').set({ customer_group_id: groupId }).where('id', '=', teacher).execute();

    expect((await priceOf(member, productId))?.unitPriceMinor).toBe(9_000);
    expect((await priceOf(teacher, productId))?.unitPriceMinor).toBe(9_000);
    expect((await priceOf(unverifiedMember, productId))?.unitPriceMinor).toBe(10_000);
  });

  it('changes price exactly at the tier boundaries (4→5, 19→20), by price or percentage', async () => {
    const productId = await product();
    const buyer = await user();
    await insertPriceList(t.db, {
      name: 'Količinski',
      companyId: await companyOf(buyer),
      rules: [
        { product_id: productId, min_quantity: 1, price_minor: 9_500 },
        { product_id: productId, min_quantity: 5, price_minor: 9_000 },
        { product_id: productId, min_quantity: 20, percent_off_bp: 1_500 },
      ],
    });
    const at = async (quantity: number) => (await priceOf(buyer, productId, quantity))?.unitPriceMinor;
    expect([await at(1), await at(4), await at(5), await at(19), await at(20), await at(500)]).toEqual([
      9_500, 9_500, 9_000, 9_000, 8_500, 8_500,
    ]);
    expect((await resolvePriceTiers(t.db, buyer, [productId], TODAY))[0]).toEqual({
      productId,
      shopPriceMinor: 10_000,
      tiers: [
        { from: 1, to: 4, unitPriceMinor: 9_500 },
        { from: 5, to: 19, unitPriceMinor: 9_000 },
        { from: 20, to: null, unitPriceMinor: 8_500 },
      ],
    });
  });

  it('applies a list only from its first to its last day, both included', async () => {
    const productId = await product();
    const buyer = await user();
    await insertPriceList(t.db, {
      name: 'Novembar',
      companyId: await companyOf(buyer),
      validFrom: '2026-11-01',
      validTo: '2026-11-30',
      rules: [{ product_id: productId, price_minor: 7_000 }],
    });
    const on = async (today: string) => (await priceOf(buyer, productId, 1, today))?.unitPriceMinor;
    expect([await on('2026-10-31'), await on('2026-11-01'), await on('2026-11-30'), await on('2026-12-01')]).toEqual([
      10_000, 7_000, 7_000, 10_000,
    ]);
  });

  it('takes the lowest of overlapping lists, per quantity', async () => {
    const productId = await product();
    const buyer = await user();
    const groupId = await insertCustomerGroup(t.db, `Partneri ${seq}`);
    const companyId = await companyOf(buyer, { groupId });
    const companyList = await insertPriceList(t.db, {
      name: 'Firma',
      companyId,
      rules: [
        { product_id: productId, price_minor: 9_200 },
        { product_id: productId, min_quantity: 10, price_minor: 8_000 },
      ],
    });
    const partnerList = await insertPriceList(t.db, {
      name: 'Partneri',
      groupId,
      rules: [{ manufacturer_id: ids.manufacturerId, percent_off_bp: 1_000 }],
    });
    expect(await priceOf(buyer, productId, 1)).toMatchObject({ unitPriceMinor: 9_000, priceListId: partnerList });
    expect(await priceOf(buyer, productId, 10)).toMatchObject({ unitPriceMinor: 8_000, priceListId: companyList });
  });

  it("within one list, a product's own price beats its category's percentage; other makers are not matched", async () => {
    const productId = await product();
    const dellId = await product({ manufacturer_id: otherMakerId });
    const buyer = await user();
    await insertPriceList(t.db, {
      name: 'Mješovit',
      companyId: await companyOf(buyer),
      rules: [
        { category_id: ids.computersId, percent_off_bp: 2_000 },
        { product_id: productId, price_minor: 9_900 },
        { manufacturer_id: ids.manufacturerId, percent_off_bp: 3_000 },
      ],
    });
    expect((await priceOf(buyer, productId))?.unitPriceMinor).toBe(9_900);
    expect((await priceOf(buyer, dellId))?.unitPriceMinor).toBe(8_000);
  });

  it('never charges more than the sale price, and rounds a percentage to whole feninga once', async () => {
    const onSale = await product({ sale_price_minor: 8_000 });
    const odd = await product({ price_minor: 999 });
    const buyer = await user();
    await insertPriceList(t.db, {
      name: 'Popust',
      companyId: await companyOf(buyer),
      rules: [
        { product_id: onSale, percent_off_bp: 1_000 },
        { product_id: odd, percent_off_bp: 750 },
      ],
    });
    expect(await priceOf(buyer, onSale)).toEqual({ unitPriceMinor: 8_000, shopPriceMinor: 8_000, priceListId: null });
    expect((await priceOf(buyer, odd))?.unitPriceMinor).toBe(924); // 9,99 KM − 7,5 % = 9,24075 KM
  });

  it("counts today's date in Sarajevo", () => {
    expect(shopToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(shopToday(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11-30');
  });
});
