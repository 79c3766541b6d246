import { company } from '@shop/shared/site';
import { composeEmail, withHtmlPart } from './email-layout';

describe('composeEmail', () => {
  const email = composeEmail({
    to: 'ana@example.ba',
    subject: 'Order confirmation 2026-000001',
    language: 'en',
    origin: 'https://shop.example.ba',
    name: 'Ana <Novak>',
    blocks: [
      { paragraph: 'thank you for your order.' },
      {
        items: [
          { name: 'Miš & tipkovnica', quantity: 2, amount: '70,00 KM', imageUrl: 'https://shop.example.ba/m.webp' },
        ],
        sums: [{ label: 'Total (VAT included)', amount: '80,00 KM', strong: true }],
      },
      { facts: [{ label: 'Tracking number', value: 'EE1', url: 'https://track.example.ba/EE1' }] },
      { button: { label: 'See the order in your account', url: 'https://shop.example.ba/korisnik/narudzbe/1' } },
    ],
  });

  it('writes one HTML page in the shop frame and language, every text escaped', () => {
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('Dear Ana &#60;Novak&#62;,');
    expect(email.html).toContain('Miš &#38; tipkovnica');
    expect(email.html).toContain('src="https://shop.example.ba/m.webp"');
    expect(email.html).toContain('href="https://track.example.ba/EE1"');
    expect(email.html).toContain('href="https://shop.example.ba/korisnik/narudzbe/1"');
    // The header links the home page in the email's language.
    expect(email.html).toContain('href="https://shop.example.ba/en/"');
    expect(email.html).toContain(company.legalName);
  });

  it('says the same in the plain-text part, links written out', () => {
    expect(email.text).toContain('Dear Ana <Novak>,');
    expect(email.text).toContain('2 × Miš & tipkovnica: 70,00 KM');
    expect(email.text).toContain('Total (VAT included): 80,00 KM');
    expect(email.text).toContain('Tracking number: EE1 (https://track.example.ba/EE1)');
    expect(email.text).toContain('See the order in your account: https://shop.example.ba/korisnik/narudzbe/1');
    expect(email.text).toContain(company.email);
  });
});

describe('withHtmlPart', () => {
  it("keeps a text email's text and adds its paragraphs as HTML with clickable links", () => {
    const text = 'Poštovani/a Ana,\n\npotvrdite adresu:\nhttps://shop.example.ba/verify-account/abc\n\nIT Shop';
    const email = withHtmlPart(
      { to: 'ana@example.ba', subject: 'Potvrdite', text },
      { language: 'sr', origin: 'https://shop.example.ba' },
    );
    expect(email.text).toBe(text);
    expect(email.html).toContain('<html lang="sr">');
    expect(email.html).toContain('<a href="https://shop.example.ba/verify-account/abc"');
  });
});
