import type { OutgoingEmail } from '../../outbox/enqueue';

interface BackInStock {
  to: string;
  language: string;
  productName: string;
  /** The product page's absolute address when SITE_URL is known; otherwise the email names the product only. */
  productUrl: string | null;
}

/** "Back in stock", in the language of the page the shopper asked from. */
export function backInStockEmail({ to, language, productName, productUrl }: BackInStock): OutgoingEmail {
  if (language === 'en') {
    return {
      to,
      subject: `Back in stock: ${productName}`,
      text: [
        'Hello,',
        '',
        `the product you asked about, "${productName}", is available again at IT Shop.`,
        productUrl ? `Order it here: ${productUrl}` : 'You can find it in our web shop by its name.',
        '',
        'This is a one-time message: you asked us to let you know when it is back in stock.',
        'IT Shop',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Ponovo na stanju: ${productName}`,
    text: [
      'Poštovani/a,',
      '',
      `proizvod za koji ste se raspitivali, „${productName}”, ponovo je dostupan u IT Shop-u.`,
      productUrl ? `Naručite ga ovdje: ${productUrl}` : 'Pronaći ćete ga u našoj web trgovini po nazivu.',
      '',
      'Ovo je jednokratna poruka: tražili ste da Vas obavijestimo kada proizvod bude na stanju.',
      'IT Shop',
    ].join('\n'),
  };
}
