import type { PageContent } from './types';

const maintenance: PageContent = {
  kind: 'service',
  sr: {
    title: 'Usluge održavanja računara, mreža i printera',
    description:
      'Održavanje računara, servera, mreža i printera po ugovoru, sa zagarantovanim vremenom odziva i fiksnom mjesečnom cijenom.',
    lead: 'Prepustite nam brigu o opremi: vi se bavite poslom, a mi održavamo računare, mreže i printere da rade bez zastoja.',
    sections: [
      {
        heading: 'Ugovor o održavanju',
        items: [
          'Redovni preventivni pregledi i ažuriranja',
          'Zagarantovano vrijeme odziva, od 4 sata',
          'Daljinska podrška za svakodnevne probleme',
          'Zamjenska oprema tokom popravke',
          'Mjesečni izvještaj o stanju opreme',
        ],
      },
      {
        heading: 'Printeri i potrošni materijal',
        paragraphs: [
          'Brinemo o printerima i multifunkcijskim uređajima, uključujući isporuku tonera prije nego što ponestane.',
        ],
      },
      {
        heading: 'Predvidivi troškovi',
        paragraphs: ['Fiksna mjesečna cijena prema broju uređaja, bez iznenađenja na kraju mjeseca.'],
      },
    ],
  },
  en: {
    title: 'Computer, network and printer maintenance services',
    description:
      'Contract maintenance of computers, servers, networks and printers, with a guaranteed response time and a fixed monthly price.',
    lead: 'Leave the equipment to us: you run your business, we keep computers, networks and printers running without interruption.',
    sections: [
      {
        heading: 'Maintenance contract',
        items: [
          'Regular preventive checks and updates',
          'Guaranteed response time, from 4 hours',
          'Remote support for everyday problems',
          'Replacement equipment during repairs',
          'A monthly equipment status report',
        ],
      },
      {
        heading: 'Printers and supplies',
        paragraphs: [
          'We look after printers and multifunction devices, including delivering toner before it runs out.',
        ],
      },
      {
        heading: 'Predictable costs',
        paragraphs: ['A fixed monthly price based on the number of devices, with no end-of-month surprises.'],
      },
    ],
  },
};

export default maintenance;
