import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/*
 * #Firme and #Cjenovnici through the API as staff use them: an Admin creates a group and a company and links a buyer,
 * an Editor writes the company's price list with tiers, and the buyer's cart follows. Every write is audited.
 */
describe.each(testDatabases())('admin companies and price lists on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let productId: number;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;

  beforeAll(async () => {
    t = await startTestApp(database);
    ids = await insertCatalogSkeleton(t.db);
    productId = await insertProduct(t.db, {
      slug: 'ruter',
      name: 'Ruter AX3000',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      price_minor: 15_000,
      stock: 50,
    });
    admin = (await signedInAs(t.db, 'Admin')).cookie;
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en' }, ...(payload && { payload }) });
  const company = {
    name: 'Škola Sarajevo',
    jib: '4200000000999',
    pdvNumber: null,
    seatAddress: 'Titova 1, 71000 Sarajevo',
    deliveryAddresses: ['Skladište, Rajlovac bb'],
    groupId: null,
    verified: false,
  };

  it('lets an Admin create, verify and group a company and link a buyer; Editors may not', async () => {
    const group = await call(admin, 'POST', '/api/admin/customer-groups', { name: 'Obrazovanje' });
    expect(group.json()).toEqual({ id: expect.any(Number), name: 'Obrazovanje' });
    expect((await call(admin, 'POST', '/api/admin/customer-groups', { name: 'Obrazovanje' })).statusCode).toBe(409);

    const created = await call(admin, 'POST', '/api/admin/companies', company);
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      verified: false,
      deliveryAddresses: ['Skladište, Rajlovac bb'],
      members: [],
    });
    const again = await call(admin, 'POST', '/api/admin/companies', company);
    expect(again.json()).toEqual({ message: 'A company with this JIB already exists.', code: 'JIB_IN_USE' });
    const badJib = await call(admin, 'POST', '/api/admin/companies', { ...company, jib: '12' });
    expect(badJib.json()).toMatchObject({ code: 'VALIDATION', fields: { jib: 'INVALID_JIB' } });

    const updated = await call(admin, 'PUT', `/api/admin/companies/${id}`, {
      ...company,
      groupId: group.json().id,
      verified: true,
    });
    expect(updated.json()).toMatchObject({ verified: true, groupName: 'Obrazovanje' });
    expect((await call(editor, 'PUT', `/api/admin/companies/${id}`, company)).statusCode).toBe(403);

    await insertUser(t.db, { email: 'nabavka@skola.ba', password: 'Lozinka123!' });
    const linked = await call(admin, 'PUT', `/api/admin/companies/${id}/members`, {
      email: 'nabavka@skola.ba',
      role: 'kupac',
    });
    expect(linked.json().members).toEqual([
      { userId: expect.any(Number), email: 'nabavka@skola.ba', username: 'Test Korisnik', role: 'kupac' },
    ]);
    const nobody = await call(admin, 'PUT', `/api/admin/companies/${id}/members`, {
      email: 'niko@x.ba',
      role: 'kupac',
    });
    expect(nobody.statusCode).toBe(404);

    const list = await call(admin, 'GET', '/api/admin/companies?verified=yes&search=%C5%A0kola');
    expect(list.json().companies).toEqual([expect.objectContaining({ id, memberCount: 1, verified: true })]);
    expect(list.json().groups).toEqual([{ id: group.json().id, name: 'Obrazovanje' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'company')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['company.create', 'company.update', 'company.member']);
  });

  it("lets an Editor write the company's price list with tiers; the buyer's cart follows at once", async () => {
    const companyId = (await call(admin, 'GET', '/api/admin/companies')).json().companies[0].id;
    const options = (await call(editor, 'GET', '/api/admin/price-list-options')).json();
    expect(options.companies).toEqual([{ id: companyId, name: 'Škola Sarajevo' }]);
    const input = {
      name: 'Škola 2026',
      validFrom: null,
      validTo: '2099-12-31',
      companyId,
      groupId: null,
      rules: [
        { target: 'product', targetId: productId, minQuantity: 1, price: 140, percentOff: null },
        { target: 'product', targetId: productId, minQuantity: 5, price: 130, percentOff: null },
        { target: 'category', targetId: ids.computersId, minQuantity: 20, price: null, percentOff: 20 },
      ],
    };
    const created = await call(editor, 'POST', '/api/admin/price-lists', input);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ state: 'valid', ownerName: 'Škola Sarajevo', ruleCount: 3 });
    expect(created.json().rules).toEqual([
      {
        target: 'category',
        targetId: ids.computersId,
        targetName: 'Računari i komponente',
        minQuantity: 20,
        price: null,
        percentOff: 20,
      },
      {
        target: 'product',
        targetId: productId,
        targetName: 'Ruter AX3000',
        minQuantity: 1,
        price: 140,
        percentOff: null,
      },
      {
        target: 'product',
        targetId: productId,
        targetName: 'Ruter AX3000',
        minQuantity: 5,
        price: 130,
        percentOff: null,
      },
    ]);

    const buyerId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'nabavka@skola.ba').executeTakeFirstOrThrow()
    ).id;
    const cookie = (await insertSession(t.db, buyerId)).cookie;
    await t.db.insertInto('cart_items').values({ user_id: buyerId, product_id: productId, quantity: 5 }).execute();
    const line = (await call(cookie, 'GET', '/api/getCart')).json().stavke[0];
    expect(line).toMatchObject({ cijena: 130, redovna_cijena: 150 });

    // Both an owner and a percentage with a price are refused with the field at fault.
    const bad = await call(editor, 'POST', '/api/admin/price-lists', {
      ...input,
      groupId: 1,
      rules: [{ target: 'product', targetId: productId, minQuantity: 1, price: 1, percentOff: 5 }],
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { companyId: 'PRICE_LIST_OWNER', 'rules.0.price': 'PRICE_RULE_VALUE' },
    });
    const missing = await call(editor, 'POST', '/api/admin/price-lists', {
      ...input,
      rules: [{ target: 'product', targetId: 999_999, minQuantity: 1, price: 1, percentOff: null }],
    });
    expect(missing.json().code).toBe('PRICE_RULE_TARGET_NOT_FOUND');

    const id = created.json().id;
    const ended = await call(editor, 'PUT', `/api/admin/price-lists/${id}`, { ...input, validTo: '2020-01-31' });
    expect(ended.json().state).toBe('ended');
    expect((await call(cookie, 'GET', '/api/getCart')).json().stavke[0]).toMatchObject({
      cijena: 150,
      redovna_cijena: null,
    });
    expect((await call(editor, 'GET', '/api/admin/price-lists?state=ended')).json().priceLists).toHaveLength(1);
    expect((await call(editor, 'GET', '/api/admin/price-lists?state=valid')).json().priceLists).toHaveLength(0);

    expect((await call(editor, 'DELETE', `/api/admin/price-lists/${id}`)).json()).toEqual({ deleted: true });
    expect((await call(editor, 'GET', `/api/admin/price-lists/${id}`)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'pricelist')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['pricelist.create', 'pricelist.update', 'pricelist.delete']);
  });

  it("puts a user in a customer group (Admins only), and the group's price list prices them", async () => {
    const group = (await call(admin, 'POST', '/api/admin/customer-groups', { name: 'Partneri' })).json();
    await call(editor, 'POST', '/api/admin/price-lists', {
      name: 'Partneri',
      validFrom: null,
      validTo: null,
      companyId: null,
      groupId: group.id,
      rules: [{ target: 'manufacturer', targetId: ids.manufacturerId, minQuantity: 1, price: null, percentOff: 10 }],
    });
    const userId = await insertUser(t.db, { email: 'partner@example.ba', password: 'Lozinka123!' });
    const cookie = (await insertSession(t.db, userId)).cookie;
    await t.db.insertInto('cart_items').values({ user_id: userId, product_id: productId, quantity: 1 }).execute();
    expect((await call(cookie, 'GET', '/api/getCart')).json().stavke[0].cijena).toBe(150);

    const body = { email: 'partner@example.ba', groupId: group.id };
    expect((await call(editor, 'PUT', '/api/admin/customer-groups/user', body)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/api/admin/customer-groups/user', body)).json()).toEqual(body);
    expect((await call(cookie, 'GET', '/api/getCart')).json().stavke[0]).toMatchObject({
      cijena: 135,
      redovna_cijena: 150,
    });
    const nobody = await call(admin, 'PUT', '/api/admin/customer-groups/user', { ...body, email: 'niko@example.ba' });
    expect(nobody.json().code).toBe('USER_NOT_FOUND');
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'user').execute();
    expect(audit.map((row) => row.action)).toEqual(['user.group']);
  });
});
