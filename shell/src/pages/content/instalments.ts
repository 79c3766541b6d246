import type { PageContent } from './types';

/*
 * What "Kupovina na rate" on the product page means. The shop itself grants no credit: it charges the full price once,
 * and instalments are the card issuer's or the buyer's bank's arrangement. Say exactly that, promise nothing more.
 */
const instalments: PageContent = {
  kind: 'legal',
  sr: {
    title: 'Kupovina na rate',
    description:
      'Kako kupiti na rate u IT Shop-u: plaćanje karticom banke koja nudi otplatu na rate ili kredit Vaše banke na osnovu predračuna.',
    lead: 'IT Shop ne odobrava kredite i ne naplaćuje kamatu. Kupovinu na rate dogovarate sa svojom bankom, a mi naplaćujemo punu cijenu proizvoda, istu kao za bilo koji drugi način plaćanja.',
    sections: [
      {
        heading: 'Karticom na rate',
        paragraphs: [
          'Na stranici plaćanja izaberite "Platna kartica". Iznos narudžbe se sa kartice naplaćuje jednokratno, u punom iznosu.',
          'Ako banka koja je izdala Vašu karticu nudi raspodjelu kupovine na mjesečne rate, tu raspodjelu uređujete direktno sa bankom, prema njenim uslovima (broj rata, kamata, naknade). Prije kupovine provjerite uslove kod svoje banke.',
        ],
      },
      {
        heading: 'Kredit ili finansiranje na osnovu predračuna',
        paragraphs: [
          'Na stranici proizvoda ili u korpi kliknite "Zatraži predračun". Predračun sa brojem, stavkama, osnovicom, PDV-om i ukupnim iznosom stiže na Vaš email kao PDF.',
          'Predračun možete predati svojoj banci ili lizing kući. Uplatu na naš račun izvršite sa brojem predračuna u pozivu na broj, kako piše na predračunu, u roku njegovog važenja.',
        ],
      },
      {
        heading: 'Šta IT Shop ne nudi',
        items: [
          'vlastitu otplatu na rate ni odloženo plaćanje',
          'odobravanje kredita ili provjeru kreditne sposobnosti',
          'popuste ili doplate vezane za kupovinu na rate',
        ],
      },
      {
        heading: 'Pitanja',
        paragraphs: [
          'Za pomoć oko predračuna ili narudžbe pišite nam putem kontakt stranice ili nas pozovite; uslove otplate na rate zna samo Vaša banka.',
        ],
      },
    ],
  },
  en: {
    title: 'Buy in instalments',
    description:
      "How to buy in instalments at IT Shop: pay with a card whose bank offers instalments, or take your bank's loan against a pro-forma invoice.",
    lead: 'IT Shop does not grant credit or charge interest. You arrange instalments with your bank; we charge the full price of the product, the same as for any other payment method.',
    sections: [
      {
        heading: 'By card, in instalments',
        paragraphs: [
          'On the payment page choose "Payment card". The order amount is charged to the card once, in full.',
          'If the bank that issued your card offers to split purchases into monthly instalments, you arrange that directly with the bank, on its terms (number of instalments, interest, fees). Check your bank’s terms before you buy.',
        ],
      },
      {
        heading: 'A loan or financing against a pro-forma invoice',
        paragraphs: [
          'On the product page or in the cart click "Request a pro-forma invoice". The pro-forma, with its number, lines, base amount, VAT and total, reaches your email as a PDF.',
          'You can hand the pro-forma to your bank or leasing company. The payment to our account quotes the pro-forma number as its reference, as the pro-forma says, within its validity.',
        ],
      },
      {
        heading: 'What IT Shop does not offer',
        items: [
          'instalments or deferred payment of its own',
          'credit approval or credit checks',
          'discounts or surcharges for buying in instalments',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          'For help with a pro-forma invoice or an order, write to us through the contact page or call us; only your bank knows its instalment terms.',
        ],
      },
    ],
  },
};

export default instalments;
