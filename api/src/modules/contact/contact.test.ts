import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

const validMessage = {
  name: 'Amra Hadžić',
  email: 'amra@example.ba',
  phone: '+387 61 123 456',
  subject: 'Ponuda za video nadzor',
  message: 'Molim ponudu za četiri kamere i snimač za poslovni prostor od 200 m².',
  language: 'sr',
};

describe.each(testDatabases())('POST /api/contact on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });

  it('stores the message and queues one email to staff with its content', async () => {
    const response = await send(validMessage);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200 });

    const stored = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Amra Hadžić', email: 'amra@example.ba', language: 'sr' });
    const emails = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to_address: 'info@itshop.ba',
      subject: 'Kontakt forma: Ponuda za video nadzor',
      status: 'pending',
    });
    expect(emails[0]?.text_body).toContain('četiri kamere');
  });

  it('accepts a message without a phone number', async () => {
    const response = await send({ ...validMessage, phone: '' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ ...validMessage, email: 'amra@example' }, 'Unesite ispravnu Email adresu!', { email: 'INVALID_EMAIL' }],
    [
      { ...validMessage, message: 'Kratko' },
      'Poruka mora imati najmanje 10 znakova.',
      { message: 'MESSAGE_TOO_SHORT' },
    ],
    [{ ...validMessage, name: '' }, 'Unesite ime i prezime.', { name: 'NAME_REQUIRED' }],
    [
      { ...validMessage, phone: 'abc' },
      'Unesite broj telefona s pozivnim brojem, npr. 061 234 567, 033 123 456 ili +387 61 234 567.',
      { phone: 'INVALID_BIH_PHONE' },
    ],
  ])(
    'answers 400 with a Serbian message and the field at fault for bad input (%#)',
    async (payload, message, fields) => {
      const before = await t.db.selectFrom('contact_messages').select('id').execute();
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION', fields });
      expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before.length);
    },
  );
});
