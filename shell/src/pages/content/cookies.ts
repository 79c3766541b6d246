import type { PageContent } from './types';

const cookies: PageContent = {
  kind: 'legal',
  sr: {
    title: 'Kolačići',
    description: 'Koje kolačiće koristi IT Shop, čemu služe i kako možete promijeniti svoj izbor u bilo kom trenutku.',
    lead: 'Kolačići su male tekstualne datoteke koje stranica čuva u Vašem pregledniku. Neki su neophodni da bi stranica radila, a neke koristimo samo uz Vašu saglasnost.',
    sections: [
      {
        heading: 'Neophodni kolačići',
        paragraphs: [
          'Bez njih korpa, poređenje proizvoda i prijava ne bi radili. Ne koriste se za praćenje i ne mogu se isključiti.',
        ],
        items: [
          'sid: sesija, prijava i korpa (dok traje sesija, najduže 30 dana)',
          'cookiePreferences: Vaš izbor kolačića (60 dana)',
        ],
      },
      {
        heading: 'Analitički i marketinški kolačići',
        paragraphs: [
          'Samo ako izaberete "Prihvati sve", učitavamo alat za analitiku posjeta kako bismo razumjeli koje stranice su korisne, a za posjetioce koji dolaze sa društvenih mreža i piksel društvene mreže koji mjeri uspješnost oglasa. Stranice za prijavu i administraciju se nikada ne prate.',
        ],
      },
      {
        heading: 'Kako promijeniti izbor',
        paragraphs: [
          'Svoj izbor možete promijeniti bilo kada klikom na "Upravljanje kolačićima" u podnožju stranice. Izbor čuvamo 60 dana, nakon čega Vas ponovo pitamo.',
        ],
      },
    ],
  },
  en: {
    title: 'Cookies',
    description: 'Which cookies IT Shop uses, what they are for, and how you can change your choice at any time.',
    lead: 'Cookies are small text files the site stores in your browser. Some are necessary for the site to work; others we use only with your consent.',
    sections: [
      {
        heading: 'Necessary cookies',
        paragraphs: [
          'Without them the cart, product comparison and sign-in would not work. They are not used for tracking and cannot be switched off.',
        ],
        items: [
          'sid: session, sign-in and cart (for the session, at most 30 days)',
          'cookiePreferences: your cookie choice (60 days)',
        ],
      },
      {
        heading: 'Analytics and marketing cookies',
        paragraphs: [
          'Only if you choose "Accept all" do we load a visitor analytics tool to learn which pages are useful, and, for visitors arriving from social networks, the social network’s pixel that measures how well ads work. The sign-in and administration pages are never tracked.',
        ],
      },
      {
        heading: 'How to change your choice',
        paragraphs: [
          'You can change your choice at any time with "Manage cookies" in the page footer. We keep your choice for 60 days and then ask again.',
        ],
      },
    ],
  },
};

export default cookies;
