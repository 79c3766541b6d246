import { testDatabases } from '../../test/databases';
import { insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'Sasvim-obicna-recenica';

/* /registracija with a business account: the company is created, unverified, with the new user as its administrator. */
describe.each(testDatabases())('registering a business account on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { rateLimit: { enabled: false } });
  });
  afterAll(() => t.close());

  const register = (email: string, extra: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'sr' },
      payload: { ime: 'Amela Nabavka', email, password: PASSWORD, passwordConfirm: PASSWORD, uslovi: true, ...extra },
    });
  const business = {
    firma: true,
    poslovni_racun: true,
    naziv: 'Mreža d.o.o.',
    jib: '4200000000777',
    pdv_broj: '200000000777',
    sjediste: 'Kralja Tvrtka 3, 72000 Zenica',
    adresa_isporuke: 'Skladište, Industrijska zona bb, 72000 Zenica',
  };
  const companiesNamed = (name: string) => t.db.selectFrom('companies').selectAll().where('name', '=', name).execute();

  it('creates the company, unverified, with the user as its administrator and the delivery address', async () => {
    const response = await register('amela@mreza.ba', business);
    expect(response.statusCode).toBe(200);
    const [company] = await companiesNamed('Mreža d.o.o.');
    expect(company).toMatchObject({
      jib: '4200000000777',
      pdv_number: '200000000777',
      seat_address: 'Kralja Tvrtka 3, 72000 Zenica',
      verified_at: null,
    });
    const member = await t.db
      .selectFrom('company_members')
      .innerJoin('users', 'users.id', 'company_members.user_id')
      .select(['users.email', 'company_members.role', 'company_members.company_id'])
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ email: 'amela@mreza.ba', role: 'administrator', company_id: company?.id });
    const addresses = await t.db.selectFrom('company_delivery_addresses').select('address').execute();
    expect(addresses).toEqual([{ address: 'Skladište, Industrijska zona bb, 72000 Zenica' }]);
  });

  it('refuses a JIB already registered, and names each missing company field', async () => {
    const taken = await register('druga@mreza.ba', business);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Firma s ovim JIB-om već postoji.', code: 'JIB_IN_USE' });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'druga@mreza.ba').execute()).toEqual([]);

    const incomplete = await register('treca@firma.ba', {
      firma: true,
      poslovni_racun: true,
      naziv: 'Treća',
      jib: '42',
      pdv_broj: '1',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields).toEqual({
      jib: 'INVALID_JIB',
      sjediste: 'COMPANY_ADDRESS_REQUIRED',
      pdv_broj: 'INVALID_PDV_NUMBER',
    });
  });

  it('creates no company for an email that already has an account (the same answer as always)', async () => {
    await insertUser(t.db, { email: 'postoji@firma.ba', password: PASSWORD });
    const response = await register('postoji@firma.ba', { ...business, naziv: 'Postoji d.o.o.', jib: '4200000000888' });
    expect(response.statusCode).toBe(200);
    expect(await companiesNamed('Postoji d.o.o.')).toEqual([]);
  });

  it('keeps "Kupujem za firmu" without a business account as it was: no company', async () => {
    const response = await register('kupac@firma.ba', { firma: true, naziv: 'Samo naziv' });
    expect(response.statusCode).toBe(200);
    expect(await companiesNamed('Samo naziv')).toEqual([]);
  });
});
