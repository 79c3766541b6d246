import type { PageContent } from './types';

const privacy: PageContent = {
  kind: 'legal',
  sr: {
    title: 'Politika privatnosti',
    description:
      'Kako IT Shop prikuplja, koristi i štiti lične podatke kupaca i posjetilaca internet stranice, i koja su Vaša prava.',
    lead: 'Vaša privatnost nam je važna. Ovdje objašnjavamo koje podatke prikupljamo, zašto, koliko dugo ih čuvamo i koja su Vaša prava.',
    sections: [
      {
        heading: 'Koje podatke prikupljamo',
        items: [
          'Podatke koje sami unesete: ime i prezime, email, telefon, adresu isporuke i, za firme, naziv i JIB.',
          'Podatke o narudžbama, predračunima i reklamacijama.',
          'Tehničke podatke o posjeti (vrsta uređaja i preglednika), samo uz Vašu saglasnost za analitičke kolačiće.',
        ],
      },
      {
        heading: 'Zašto ih koristimo',
        paragraphs: [
          'Podatke koristimo isključivo da bismo obradili narudžbu, izdali predračun ili račun, isporučili robu, odgovorili na upit i ispunili zakonske obaveze. Newsletter šaljemo samo uz izričitu prijavu.',
        ],
      },
      {
        heading: 'Koliko dugo ih čuvamo',
        paragraphs: [
          'Podatke o narudžbama i računima čuvamo onoliko koliko propisuju računovodstveni i poreski propisi. Poruke sa kontakt forme brišemo najkasnije dvije godine nakon posljednje komunikacije.',
        ],
      },
      {
        heading: 'Vaša prava',
        paragraphs: [
          'Imate pravo na pristup, ispravku i brisanje svojih podataka, kao i pravo na prigovor Agenciji za zaštitu ličnih podataka u BiH. Zahtjev možete poslati na info@itshop.ba.',
        ],
      },
      {
        heading: 'Dijeljenje podataka',
        paragraphs: [
          'Podatke ne prodajemo. Dijelimo ih samo sa kurirskim službama i pružaocima platnih usluga, u mjeri potrebnoj za isporuku i naplatu.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description:
      'How IT Shop collects, uses and protects the personal data of customers and website visitors, and what your rights are.',
    lead: 'Your privacy matters to us. Here we explain what data we collect, why, how long we keep it and what your rights are.',
    sections: [
      {
        heading: 'What we collect',
        items: [
          'Data you enter yourself: name, email, phone, delivery address and, for companies, the company name and tax ID.',
          'Data about orders, pro-forma invoices and complaints.',
          'Technical data about your visit (device and browser type), only with your consent to analytics cookies.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use your data only to process orders, issue pro-forma invoices and invoices, deliver goods, answer enquiries and meet our legal obligations. We send the newsletter only to those who explicitly subscribe.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep order and invoice data for as long as accounting and tax regulations require. Contact form messages are deleted at the latest two years after the last exchange.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access, correct and delete your data, and to lodge a complaint with the Personal Data Protection Agency of Bosnia and Herzegovina. Send requests to info@itshop.ba.',
        ],
      },
      {
        heading: 'Sharing data',
        paragraphs: [
          'We do not sell your data. We share it only with courier services and payment providers, as far as delivery and payment require.',
        ],
      },
    ],
  },
};

export default privacy;
