import { createHash } from 'node:crypto';
import { SAMPLE_PROFORMA_CUSTOMER } from '@shop/shared/fixtures';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../../test/fixtures';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../../test/test-app';
import { guestRegistrationInvite } from './guest-invite';
import { issueAccountToken, TOKEN_LIFETIME_MS } from './tokens';

const SITE = 'https://www.itshop.example';
const PASSWORD = 'kafa sa mlijekom';
const NEW_PASSWORD = 'čaj od nane, bez šećera';
const LINK = /\/(?:en\/)?(verify-account|reset-password|registracija|register)\/([A-Za-z0-9_-]{43})/;

describe.each(testDatabases())('account sign-up and passwords on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    // The limits have their own test below; here one client sends far more than a person would.
    // The enumeration floor as in production: one test checks it.
    t = await startTestApp(database, {
      site: { url: SITE },
      rateLimit: { enabled: false },
      accounts: { minimumAnswerMs: 300 },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const registration = (email: string, extra: object = {}) => ({
    ime: 'Lejla Begić',
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    uslovi: true,
    ...extra,
  });
  const signIn = (email: string, password: string) => post('/api/login', { email, password });

  /** The newest email queued for `to`, and the token of the link in it. */
  async function lastEmailTo(to: string) {
    const row = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { subject: row.subject, text: row.text_body, token: LINK.exec(row.text_body)?.[2] };
  }
  const emailCount = async (to: string) =>
    (await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', to).execute()).length;

  describe('registration and verification', () => {
    it('creates an unconfirmed account and mails the link from SITE_URL, never from the Host header', async () => {
      const response = await post('/api/register', registration('lejla@example.ba'), { host: 'localhost:9999' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200 });
      expect(response.cookies).toEqual([]);
      const email = await lastEmailTo('lejla@example.ba');
      expect(email.subject).toBe('Potvrdite svoj nalog na IT Shop');
      expect(email.text).toContain(`${SITE}/verify-account/${email.token}`);
      expect(email.text).not.toContain('localhost');
    });

    it('signs in only after the link is opened; the unconfirmed state is told only with the right password', async () => {
      expect((await signIn('lejla@example.ba', 'pogresna lozinka')).json().code).toBe('BAD_CREDENTIALS');
      const early = await signIn('lejla@example.ba', PASSWORD);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ code: 'ACCOUNT_NOT_VERIFIED' });
      expect(early.cookies).toEqual([]);

      const { token } = await lastEmailTo('lejla@example.ba');
      expect((await post('/api/verifyAccount', { token })).statusCode).toBe(200);
      expect((await signIn('lejla@example.ba', PASSWORD)).statusCode).toBe(200);
    });

    it('uses a link once', async () => {
      const { token } = await lastEmailTo('lejla@example.ba');
      const again = await post('/api/verifyAccount', { token });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });
    });

    it('answers a taken email exactly like a new one and tells the owner by email instead', async () => {
      const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;
      const before = await users();
      const response = await post('/api/register', registration('LEJLA@example.ba'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200 });
      expect(await users()).toBe(before);
      expect((await lastEmailTo('lejla@example.ba')).subject).toBe('Vaš nalog na IT Shop već postoji');
    });

    // Issue 24: parallel registrations of one new email raced to the unique index, and the losers answered 500.
    it('answers parallel registrations of one new email alike: one account, the others told by email', async () => {
      for (let trial = 0; trial < 6; trial++) {
        const email = `parallel${trial}@example.ba`;
        const responses = await Promise.all([1, 2, 3].map(() => post('/api/register', registration(email))));
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
        const accounts = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
        expect(accounts).toHaveLength(1);
        expect(await emailCount(email)).toBe(3);
      }
    });

    it('writes the email in the language of the page, with links to the English pages', async () => {
      await post('/api/register', registration('emma@example.com'), { 'accept-language': 'en' });
      const email = await lastEmailTo('emma@example.com');
      expect(email.subject).toBe('Confirm your IT Shop account');
      expect(email.text).toContain(`${SITE}/en/verify-account/${email.token}`);
    });

    it('stores a company and its JIB for a business customer', async () => {
      await post('/api/register', registration('firma@example.ba', { naziv: 'Mreža d.o.o.', jib: '4200000000001' }));
      const user = await t.db
        .selectFrom('users')
        .select(['company_name', 'jib', 'role', 'email_verified_at'])
        .where('email', '=', 'firma@example.ba')
        .executeTakeFirstOrThrow();
      expect(user).toEqual({
        company_name: 'Mreža d.o.o.',
        jib: '4200000000001',
        role: 'Korisnik',
        email_verified_at: null,
      });
    });
  });

  describe('password and form rules', () => {
    it.each([
      ['9 characters', { password: 'kratka123', passwordConfirm: 'kratka123' }, 'password', 'PASSWORD_TOO_SHORT'],
      [
        '129 characters',
        { password: 'a'.repeat(129), passwordConfirm: 'a'.repeat(129) },
        'password',
        'PASSWORD_TOO_LONG',
      ],
      [
        'a common password',
        { password: 'password123', passwordConfirm: 'password123' },
        'password',
        'PASSWORD_TOO_COMMON',
      ],
      [
        'a common one in capitals',
        { password: 'QWERTYUIOP', passwordConfirm: 'QWERTYUIOP' },
        'password',
        'PASSWORD_TOO_COMMON',
      ],
      ['two different passwords', { passwordConfirm: `${PASSWORD}!` }, 'passwordConfirm', 'PASSWORDS_DIFFER'],
      ['no consent to the terms', { uslovi: false }, 'uslovi', 'TERMS_REQUIRED'],
      ['a JIB over 13 characters', { naziv: 'Firma', jib: '12345678901234' }, 'jib', 'JIB_TOO_LONG'],
      ['a JIB without a company name', { jib: '4200000000001' }, 'naziv', 'COMPANY_NAME_REQUIRED'],
    ])('refuses %s (400, the field named)', async (_label, change, field, code) => {
      const response = await post('/api/register', registration('pravila@example.ba', change));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: code });
    });

    it('takes 10 and 128 characters of anything, with no composition rules', async () => {
      for (const [index, password] of ['aaaaaaaaab', 'ž'.repeat(128)].entries()) {
        const body = registration(`duzina${index}@example.ba`, { password, passwordConfirm: password });
        expect((await post('/api/register', body)).statusCode).toBe(200);
      }
    });
  });

  describe('tokens', () => {
    it('keeps only the SHA-256 of a link token', async () => {
      await post('/api/resendVerification', { email: 'emma@example.com' });
      const { token } = await lastEmailTo('emma@example.com');
      const rows = await t.db
        .selectFrom('account_tokens')
        .selectAll()
        .where('email', '=', 'emma@example.com')
        .execute();
      const hash = createHash('sha256')
        .update(token ?? '')
        .digest('hex');
      expect(rows.map((row) => row.token_hash)).toContain(hash);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('lets the newest link of a kind win: the older one stops working', async () => {
      await post('/api/resendVerification', { email: 'emma@example.com' });
      const older = (await lastEmailTo('emma@example.com')).token;
      await post('/api/resendVerification', { email: 'emma@example.com' });
      const newer = (await lastEmailTo('emma@example.com')).token;
      expect(newer).not.toBe(older);
      expect((await post('/api/verifyAccount', { token: older })).json().code).toBe('LINK_INVALID');
      expect((await post('/api/verifyAccount', { token: newer })).statusCode).toBe(200);
    });

    it('expires a verification link after 24 hours and a reset link after 30 minutes', async () => {
      const userId = await insertUser(t.db, { email: 'rok@example.ba', password: PASSWORD, verified: false });
      const target = { email: 'rok@example.ba', userId };
      const ago = (ms: number) => new Date(Date.now() - ms);
      const verify = await issueAccountToken(t.db, 'verify', target, ago(TOKEN_LIFETIME_MS.verify + 1000));
      const expired = await post('/api/verifyAccount', { token: verify });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: 'Link je istekao.' });

      const stale = await issueAccountToken(t.db, 'reset', target, ago(31 * 60_000));
      expect((await get(`/api/resetPassword/${stale}`)).json().code).toBe('LINK_EXPIRED');
      const fresh = await issueAccountToken(t.db, 'reset', target, ago(29 * 60_000));
      expect((await get(`/api/resetPassword/${fresh}`)).statusCode).toBe(200);
    });

    it('refuses a malformed or unknown token as an invalid link', async () => {
      for (const token of ['kratko', 'A'.repeat(43)]) {
        expect((await post('/api/verifyAccount', { token })).json().code).toBe('LINK_INVALID');
      }
    });
  });

  describe('forgotten password', () => {
    let userId: number;
    beforeAll(async () => {
      userId = await insertUser(t.db, { email: 'amar@example.ba', password: PASSWORD, username: 'Amar Hodžić' });
    });

    it('answers the same, in about the same time, whether or not the account exists', async () => {
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await post('/api/forgotPassword', { email });
        return { response, ms: performance.now() - started };
      };
      const known = await timed('amar@example.ba');
      const unknown = await timed('niko@example.ba');
      expect(unknown.response.statusCode).toBe(known.response.statusCode);
      expect(unknown.response.body).toBe(known.response.body);
      // Both wait out the same floor (300 ms), far above the known path's own work.
      expect(known.ms).toBeGreaterThanOrEqual(290);
      expect(unknown.ms).toBeGreaterThanOrEqual(290);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
      expect(await emailCount('niko@example.ba')).toBe(0);
      expect((await lastEmailTo('amar@example.ba')).text).toContain(`${SITE}/reset-password/`);
    });

    it('sets the new password, ends every session, signs nobody in, and mails a notice', async () => {
      const phone = await insertSession(t.db, userId);
      const laptop = await insertSession(t.db, userId);
      await post('/api/forgotPassword', { email: 'amar@example.ba' });
      const { token } = await lastEmailTo('amar@example.ba');

      const response = await post(
        '/api/resetPassword',
        { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        { cookie: phone.cookie },
      );
      expect(response.statusCode).toBe(200);
      expect(response.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
      for (const session of [phone, laptop])
        expect((await get('/api/getUser', { cookie: session.cookie })).json()).toBeNull();
      expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
      expect((await lastEmailTo('amar@example.ba')).subject).toBe('Lozinka Vašeg naloga je promijenjena');

      expect((await signIn('amar@example.ba', PASSWORD)).statusCode).toBe(401);
      expect((await signIn('amar@example.ba', NEW_PASSWORD)).statusCode).toBe(200);
      const again = await post('/api/resetPassword', { token, password: PASSWORD, passwordConfirm: PASSWORD });
      expect(again.json().code).toBe('LINK_INVALID');
    });

    it('applies the password rules to the new password', async () => {
      await post('/api/forgotPassword', { email: 'amar@example.ba' });
      const { token } = await lastEmailTo('amar@example.ba');
      const weak = await post('/api/resetPassword', { token, password: '1234567890', passwordConfirm: '1234567890' });
      expect(weak.json().fields).toEqual({ password: 'PASSWORD_TOO_COMMON' });
    });

    it('sends no confirmation link to an account that is already confirmed', async () => {
      const before = await emailCount('amar@example.ba');
      expect((await post('/api/resendVerification', { email: 'amar@example.ba' })).statusCode).toBe(200);
      expect(await emailCount('amar@example.ba')).toBe(before);
    });
  });

  describe('registration after a guest order', () => {
    const GUEST = 'gost@example.ba';
    const insertGuestOrder = async (email: string, userId: number | null) => {
      const { insertId } = await t.db
        .insertInto('orders')
        .values({
          number: `T-${email}-${userId}`,
          session_id: null,
          user_id: userId,
          status: 'nova',
          payment_method: 'pouzece',
          payment_reference: null,
          customer_name: 'Gost Gostić',
          email,
          phone: '061 234 567',
          address: 'Titova 1',
          city: 'Sarajevo',
          postal_code: '71000',
          note: '',
          subtotal_minor: 10_000,
          shipping_minor: 1_000,
          total_minor: 11_000,
          updated_at: new Date().toISOString(),
        })
        .executeTakeFirstOrThrow();
      return Number(insertId);
    };

    it('prefills the form and moves the guest orders into the new, confirmed account', async () => {
      const orderId = await insertGuestOrder(GUEST, null);
      const paragraph = await guestRegistrationInvite(t.db, GUEST, { origin: SITE, language: 'sr' });
      const token = LINK.exec(paragraph ?? '')?.[2] ?? '';
      expect(paragraph).toContain(`${SITE}/registracija/${token}`);

      const invite = await get(`/api/registrationInvite/${token}`);
      expect(invite.json()).toEqual({ email: GUEST, ime: 'Gost Gostić', naziv: '', jib: '' });

      const response = await post('/api/register', registration(GUEST, { token }));
      expect(response.statusCode).toBe(200);
      // The one click signs the new customer in: the answer carries a signed-in session.
      const session = await get('/api/getUser', { cookie: sessionCookieHeader(response) });
      expect(session.json()).toMatchObject({ email: GUEST });
      const user = await t.db.selectFrom('users').selectAll().where('email', '=', GUEST).executeTakeFirstOrThrow();
      const order = await t.db
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order.user_id).toBe(user.id);
      expect((await signIn(GUEST, PASSWORD)).statusCode).toBe(200);
      expect((await post('/api/register', registration(GUEST, { token }))).json().code).toBe('LINK_INVALID');
    });

    it('ends a guest pro-forma email with the invitation and fills the form with its company', async () => {
      const { manufacturerId, desktopsId } = await insertCatalogSkeleton(t.db);
      const productId = await insertProduct(t.db, {
        slug: 'pc-za-poziv',
        name: 'PC',
        subcategory_id: desktopsId,
        manufacturer_id: manufacturerId,
      });
      const customer = { ...SAMPLE_PROFORMA_CUSTOMER, email: 'firma-gost@example.ba', broj: '061 234 567' };
      const asked = await post('/api/zatraziPredracun', {
        data: { products: { id_proizvoda: productId, kolicina: 1 }, customer },
      });
      expect(asked.statusCode).toBe(200);
      const email = await lastEmailTo('firma-gost@example.ba');
      expect(email.text).toContain(`${SITE}/registracija/${email.token}`);
      const invite = await get(`/api/registrationInvite/${email.token}`);
      expect(invite.json()).toEqual({
        email: 'firma-gost@example.ba',
        ime: customer.kontakt,
        naziv: customer.naziv,
        jib: customer.jib,
      });
    });

    it('invites no one whose email already has an account', async () => {
      expect(await guestRegistrationInvite(t.db, 'amar@example.ba', { origin: SITE, language: 'sr' })).toBeUndefined();
    });

    it('leaves other accounts’ orders alone', async () => {
      const ownerId = await insertUser(t.db, { email: 'vlasnik@example.ba', password: PASSWORD });
      const theirs = await insertGuestOrder('drugi@example.ba', ownerId);
      const paragraph = await guestRegistrationInvite(t.db, 'drugi@example.ba', { origin: SITE, language: 'en' });
      const token = LINK.exec(paragraph ?? '')?.[2] ?? '';
      expect(paragraph).toContain(`${SITE}/en/register/${token}`);
      await post('/api/register', registration('drugi@example.ba', { token }));
      const order = await t.db
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', theirs)
        .executeTakeFirstOrThrow();
      expect(order.user_id).toBe(ownerId);
    });
  });

  describe('rate limits', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp(database, { site: { url: SITE } });
    });
    afterAll(() => limited.close());

    it.each([
      ['/api/forgotPassword', 'passwordReset'],
      ['/api/resendVerification', 'resendVerification'],
    ])('answers 429 with a clear message once %s is asked too often for one account', async (url) => {
      const ask = (ip: string) =>
        limited.app.inject({ method: 'POST', url, payload: { email: 'meta@example.ba' }, remoteAddress: ip });
      // A different address each time: the per-account limit is what stops it.
      const answers = [];
      for (let index = 1; index <= 4; index += 1) answers.push(await ask(`10.0.0.${index}`));
      expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers[3]?.statusCode).toBe(429);
      expect(answers[3]?.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(answers[3]?.headers['retry-after']).toBeDefined();
    });

    it('limits registrations per address', async () => {
      const register = (index: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: registration(`mnogo${index}@example.ba`),
          remoteAddress: '10.0.1.1',
        });
      const codes = [];
      for (let index = 0; index < 6; index += 1) codes.push((await register(index)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
