import type { PageContent } from './types';

const cybersecurity: PageContent = {
  kind: 'service',
  sr: {
    title: 'Sajber bezbjednost',
    description:
      'Zaštita firme od sajber napada: procjena rizika, zaštitni zidovi, zaštita krajnjih tačaka, rezervne kopije i obuka zaposlenih.',
    lead: 'Većina napada počinje jednim klikom na lažni email. Pomažemo Vam da ih spriječite, a ako se ipak dogode, da se brzo oporavite.',
    sections: [
      {
        heading: 'Usluge',
        items: [
          'Procjena rizika i testiranje ranjivosti',
          'Zaštitni zidovi nove generacije i sigurni VPN',
          'Zaštita računara i servera od zlonamjernog softvera',
          'Rezervne kopije po pravilu 3-2-1 i test povrata',
          'Obuka zaposlenih za prepoznavanje phishinga',
        ],
      },
      {
        heading: 'Plan za incidente',
        paragraphs: [
          'Zajedno sa Vama pravimo plan postupanja: ko radi šta, kojim redom i kako se podaci vraćaju, kako bi zastoj bio što kraći.',
        ],
      },
      {
        heading: 'Usklađenost',
        paragraphs: ['Pomažemo u ispunjavanju zahtjeva standarda ISO/IEC 27001 i propisa o zaštiti ličnih podataka.'],
      },
    ],
  },
  en: {
    title: 'Cybersecurity',
    description:
      'Protecting your company from cyber attacks: risk assessment, firewalls, endpoint protection, backups and staff training.',
    lead: 'Most attacks start with a single click on a fake email. We help you prevent them, and if one still happens, recover quickly.',
    sections: [
      {
        heading: 'Services',
        items: [
          'Risk assessment and vulnerability testing',
          'Next-generation firewalls and secure VPN',
          'Malware protection for computers and servers',
          '3-2-1 backups with restore tests',
          'Staff training to recognise phishing',
        ],
      },
      {
        heading: 'Incident plan',
        paragraphs: [
          'Together with you we write a response plan: who does what, in which order and how data is restored, to keep downtime as short as possible.',
        ],
      },
      {
        heading: 'Compliance',
        paragraphs: ['We help you meet the requirements of ISO/IEC 27001 and of personal data protection law.'],
      },
    ],
  },
};

export default cybersecurity;
