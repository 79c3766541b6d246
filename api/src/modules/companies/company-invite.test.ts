import { insertCompany } from '../../test/business-fixtures';
import { testDatabases } from '../../test/databases';
import { insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/*
 * /korisnik/firma: a company administrator invites a colleague by email; the invited address, signed in, opens the
 * link and joins as a buyer. A buyer cannot invite; the link works once, for that address only.
 */
describe.each(testDatabases())('company invitations on $name', (database) => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(database, { rateLimit: { enabled: false }, site: { url: 'http://shop.example.ba' } });
    admin = await person('admin@firma.ba');
    const companyId = await insertCompany(t.db, { name: 'Firma d.o.o.', jib: '4200000000123' });
    await t.db
      .insertInto('company_members')
      .values({ company_id: companyId, user_id: admin.id, role: 'administrator' })
      .execute();
  });
  afterAll(() => t.close());

  async function person(email: string) {
    counter += 1;
    const id = await insertUser(t.db, { email, password: 'Lozinka123!', username: `Osoba ${counter}` });
    return { id, cookie: (await insertSession(t.db, id)).cookie };
  }
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(cookie && { cookie }), 'accept-language': 'sr' } });
  const invite = (cookie: string, email: string) => call('POST', '/api/account/company/invite', cookie, { email });
  const linkSentTo = async (email: string) => {
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = mail.text_body.match(
      /http:\/\/shop\.example\.ba\/korisnik\/firma\/pridruzivanje\/([A-Za-z0-9_-]{43})/,
    );
    return { subject: mail.subject, token: link?.[1] ?? '' };
  };

  it('emails the invitation with a link; the invited colleague, signed in, joins as a buyer', async () => {
    expect((await invite(admin.cookie, 'kolega@firma.ba')).json()).toEqual({ status: 200 });
    const { subject, token } = await linkSentTo('kolega@firma.ba');
    expect(subject).toBe('Poziv u firmu Firma d.o.o. na IT Shop');
    expect(token).not.toBe('');

    const colleague = await person('kolega@firma.ba');
    expect((await call('GET', '/api/account/company', colleague.cookie)).json()).toEqual({ firma: null });
    const joined = await call('POST', '/api/account/company/join', colleague.cookie, { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().firma).toMatchObject({ naziv: 'Firma d.o.o.', uloga: 'kupac', provjerena: true });
    expect(joined.json().firma.clanovi.map((member: { email: string }) => member.email)).toEqual([
      'admin@firma.ba',
      'kolega@firma.ba',
    ]);
    // Once only.
    expect((await call('POST', '/api/account/company/join', colleague.cookie, { token })).statusCode).toBe(404);
  });

  it('lets only the administrator invite, and the link join only the invited address', async () => {
    const buyer = await person('kupac2@firma.ba');
    await t.db
      .insertInto('company_members')
      .values({
        company_id: (await t.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()).id,
        user_id: buyer.id,
        role: 'kupac',
      })
      .execute();
    const refused = await invite(buyer.cookie, 'neko@firma.ba');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COMPANY_ADMIN_ONLY');
    expect((await invite((await person('gradjanin@example.ba')).cookie, 'neko@firma.ba')).statusCode).toBe(403);
    expect((await call('POST', '/api/account/company/invite', undefined, { email: 'x@y.ba' })).statusCode).toBe(401);

    await invite(admin.cookie, 'pozvani@firma.ba');
    const { token } = await linkSentTo('pozvani@firma.ba');
    const stranger = await person('drugi@firma.ba');
    const wrong = await call('POST', '/api/account/company/join', stranger.cookie, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'Pozivnica je poslana na drugu email adresu: prijavite se nalogom s tom adresom.',
      code: 'COMPANY_INVITE_OTHER_EMAIL',
    });
    expect((await call('GET', '/api/account/company', stranger.cookie)).json()).toEqual({ firma: null });
  });
});
