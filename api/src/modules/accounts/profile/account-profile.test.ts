import type { AccountExport, Address } from '@shop/shared/contracts';
import { SAMPLE_PROFORMA_CUSTOMER } from '@shop/shared/fixtures';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ANONYMISED_CUSTOMER, insertOrder } from '../../checkout';
import { insertProformaRequest } from '../../proforma';
import { verifyPassword } from '../auth/password';

const PASSWORD = 'Lozinka123!';
const address = (ime: string) => ({
  ime,
  telefon: '061 234 567',
  adresa: `${ime} 1`,
  grad: 'Sarajevo',
  posta: '71000',
});

describe.each(testDatabases())('the account profile on $name', (database) => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const newCustomer = async () => {
    counter += 1;
    const email = `korisnik${counter}@test.ba`;
    const id = await insertUser(t.db, { email, password: PASSWORD, username: 'Ana Anić' });
    const session = await insertSession(t.db, id);
    return { id, email, cookie: session.cookie, sessionId: session.id };
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  /** The token of the newest link of this kind mailed to `to`. */
  const mailedToken = async (to: string, path: string) => {
    const rows = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .execute();
    const match = rows.map((row) => row.text_body.match(new RegExp(`${path}/([A-Za-z0-9_-]{43})`))).find(Boolean);
    if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
    return match[1];
  };

  it('keeps one default delivery and one default billing address, used to prefill /plati and the pro-forma', async () => {
    const user = await newCustomer();
    const stranger = await newCustomer();
    await call('POST', '/api/addAddress', user.cookie, address('Prva'));
    await call('POST', '/api/addAddress', user.cookie, address('Druga'));
    const added = await call('POST', '/api/addAddress', user.cookie, {
      ...address('Treca'),
      naziv_firme: 'Firma d.o.o.',
      jib: '4400000000001',
    });
    expect(added.statusCode).toBe(200);
    const [first, second, third] = added.json() as Address[];
    if (!first || !second || !third) throw new Error('three addresses expected');
    // The first address is the default of both kinds.
    expect([first.zadana_dostava, first.zadana_naplata]).toEqual([true, true]);

    await call('POST', '/api/setDefaultAddress', user.cookie, { id: second.id, vrsta: 'dostava' });
    const book = (
      await call('POST', '/api/setDefaultAddress', user.cookie, { id: third.id, vrsta: 'naplata' })
    ).json() as Address[];
    expect(book.filter((entry) => entry.zadana_dostava).map((entry) => entry.id)).toEqual([second.id]);
    expect(book.filter((entry) => entry.zadana_naplata).map((entry) => entry.id)).toEqual([third.id]);

    expect((await call('GET', '/api/getDeliveryDetails', user.cookie)).json()).toEqual({
      ime: 'Druga',
      email: user.email,
      telefon: '061 234 567',
      adresa: 'Druga 1',
      grad: 'Sarajevo',
      posta: '71000',
    });
    expect((await call('GET', '/api/getProformaDetails', user.cookie)).json()).toMatchObject({
      naziv: 'Firma d.o.o.',
      jib: '4400000000001',
      kontakt: 'Treca',
      email: user.email,
      adresa: 'Treca 1',
    });

    // Deleting the default delivery address passes the default to the oldest one left.
    const afterDelete = (await call('DELETE', `/api/deleteAddress/${second.id}`, user.cookie)).json() as Address[];
    expect(afterDelete.filter((entry) => entry.zadana_dostava).map((entry) => entry.id)).toEqual([first.id]);

    // Another user's address cannot be touched.
    expect((await call('DELETE', `/api/deleteAddress/${first.id}`, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/setDefaultAddress', stranger.cookie, { id: first.id, vrsta: 'dostava' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/updateAddress/${first.id}`, stranger.cookie, address('X'))).statusCode).toBe(404);
    expect((await call('GET', '/api/getAddresses')).statusCode).toBe(401);
    // A bad postal code is a 400 with the field named.
    const bad = await call('POST', '/api/addAddress', user.cookie, { ...address('Z'), posta: '7100' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { posta: 'INVALID_POSTAL_CODE' } });
  });

  it('updates the profile and changes the password, ending the other sessions only', async () => {
    const user = await newCustomer();
    const otherDevice = await insertSession(t.db, user.id);
    const profile = await call('POST', '/api/updateProfile', user.cookie, {
      ime: 'Ana Novak',
      telefon: '062 111 222',
      naziv_firme: 'Firma d.o.o.',
      jib: '4400000000001',
    });
    expect(profile.json()).toMatchObject({ ime: 'Ana Novak', telefon: '062 111 222', jib: '4400000000001' });

    const wrong = await call('POST', '/api/changePassword', user.cookie, {
      lozinka: 'not it at all',
      nova_lozinka: 'Nova lozinka 2026',
      potvrda: 'Nova lozinka 2026',
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    const changed = await call('POST', '/api/changePassword', user.cookie, {
      lozinka: PASSWORD,
      nova_lozinka: 'Nova lozinka 2026',
      potvrda: 'Nova lozinka 2026',
    });
    expect(changed.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'Nova lozinka 2026', 'light')).toBe(true);
    expect((await call('GET', '/api/getProfile', user.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/getProfile', otherDevice.cookie)).statusCode).toBe(401);
  });

  it('counts wrong current passwords like failed sign-ins: the 11th try from one address is refused', async () => {
    const user = await newCustomer();
    const attempt = (lozinka: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/requestAccountDeletion',
        headers: { cookie: user.cookie },
        payload: { lozinka },
        remoteAddress: '10.9.0.1',
      });
    for (let count = 1; count <= 10; count++) expect((await attempt(`guess ${count}`)).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
  });

  it('signs out everywhere', async () => {
    const user = await newCustomer();
    const otherDevice = await insertSession(t.db, user.id);
    expect((await call('POST', '/api/signOutEverywhere', user.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/getProfile', user.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/getProfile', otherDevice.cookie)).statusCode).toBe(401);
  });

  it('changes the email only when the link mailed to the new address is opened (once, the newest only)', async () => {
    const user = await newCustomer();
    const taken = await newCustomer();
    const refused = await call('POST', '/api/requestEmailChange', user.cookie, { email: 'nova@test.ba', lozinka: 'x' });
    expect(refused.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });

    await call('POST', '/api/requestEmailChange', user.cookie, { email: 'prva@test.ba', lozinka: PASSWORD });
    const older = await mailedToken('prva@test.ba', 'potvrda-email-adrese');
    const asked = await call('POST', '/api/requestEmailChange', user.cookie, {
      email: 'nova@test.ba',
      lozinka: PASSWORD,
    });
    expect(asked.json()).toEqual({ status: 200, email: 'nova@test.ba' });
    // Nothing changes before the link is opened.
    expect((await call('GET', '/api/getProfile', user.cookie)).json()).toMatchObject({
      email: user.email,
      email_na_cekanju: 'nova@test.ba',
    });
    // Newest wins: the first link no longer works.
    expect((await call('POST', '/api/confirmEmailChange', undefined, { token: older })).json()).toMatchObject({
      code: 'LINK_INVALID',
    });

    const token = await mailedToken('nova@test.ba', 'potvrda-email-adrese');
    const confirmed = await call('POST', '/api/confirmEmailChange', undefined, { token });
    expect(confirmed.json()).toEqual({ status: 200, email: 'nova@test.ba' });
    expect((await call('GET', '/api/getProfile', user.cookie)).json()).toMatchObject({
      email: 'nova@test.ba',
      email_na_cekanju: null,
    });
    // The old address hears of it; the link works once.
    expect(
      await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', user.email).execute(),
    ).not.toEqual([]);
    expect((await call('POST', '/api/confirmEmailChange', undefined, { token })).statusCode).toBe(404);

    // An address that belongs to another account by the time the link is opened is refused.
    await call('POST', '/api/requestEmailChange', user.cookie, { email: taken.email, lozinka: PASSWORD });
    const takenToken = await mailedToken(taken.email, 'potvrda-email-adrese');
    const clash = await call('POST', '/api/confirmEmailChange', undefined, { token: takenToken });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
  });

  it('exports the data and deletes the account by the emailed link, keeping its orders anonymised', async () => {
    const { desktopsId, manufacturerId } = await insertCatalogSkeleton(t.db);
    const product = await insertProduct(t.db, {
      slug: 'izvoz-1',
      name: 'Proizvod za izvoz',
      subcategory_id: desktopsId,
      manufacturer_id: manufacturerId,
    });
    const user = await newCustomer();
    await call('POST', '/api/addAddress', user.cookie, address('Kuca'));
    await t.db.insertInto('favourites').values({ user_id: user.id, product_id: product }).execute();
    await insertProformaRequest(t.db, {
      sessionId: null,
      userId: user.id,
      customer: SAMPLE_PROFORMA_CUSTOMER,
      items: [{ productId: product, productName: 'Proizvod za izvoz', quantity: 1, unitPriceMinor: 10_000 }],
    });
    const order = await insertOrder(t.db, {
      sessionId: user.sessionId,
      userId: user.id,
      paymentMethod: 'pouzece',
      language: 'sr',
      customer: {
        ime: 'Ana Anić',
        email: user.email,
        telefon: '061 234 567',
        adresa: 'Kuca 1',
        grad: 'Sarajevo',
        posta: '71000',
        napomena: 'zvono 2',
      },
      totals: { subtotal: 10_000, shipping: 1_000, vat: 1_598, total: 11_000 },
      lines: [{ productId: product, productName: 'Proizvod za izvoz', quantity: 1, unitPriceMinor: 10_000 }],
    });

    const exported = await call('GET', '/api/exportMyData', user.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment/);
    const data = exported.json() as AccountExport;
    expect(data.profil.email).toBe(user.email);
    expect(data.adrese.map((entry) => entry.ime)).toEqual(['Kuca']);
    expect(data.narudzbe.map((entry) => entry.broj)).toEqual([order.number]);
    expect(data.narudzbe[0]?.istorija.map((entry) => entry.status)).toEqual(['nova']);
    expect(data.predracuni[0]).toMatchObject({
      naziv: SAMPLE_PROFORMA_CUSTOMER.naziv,
      stavke: [{ kolicina: 1, cijena: 100 }],
    });
    expect(data.omiljeni.map((entry) => entry.id_proizvoda)).toEqual([product]);

    const refused = await call('POST', '/api/requestAccountDeletion', user.cookie, { lozinka: 'wrong one' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    expect((await call('POST', '/api/requestAccountDeletion', user.cookie, { lozinka: PASSWORD })).statusCode).toBe(
      200,
    );
    // Nothing is deleted before the link is opened.
    expect((await call('GET', '/api/getProfile', user.cookie)).statusCode).toBe(200);
    const token = await mailedToken(user.email, 'brisanje-naloga');
    expect((await call('POST', '/api/confirmAccountDeletion', undefined, { token })).statusCode).toBe(200);

    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect((await call('GET', '/api/getProfile', user.cookie)).statusCode).toBe(401);
    expect(await t.db.selectFrom('user_addresses').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('proforma_requests').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    const kept = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      ...ANONYMISED_CUSTOMER,
      user_id: null,
      city: 'Sarajevo',
      total_minor: 11_000,
    });
    expect(await t.db.selectFrom('order_lines').select('id').where('order_id', '=', order.id).execute()).toHaveLength(
      1,
    );
    // The link worked once.
    expect((await call('POST', '/api/confirmAccountDeletion', undefined, { token })).statusCode).toBe(404);
  });
});
