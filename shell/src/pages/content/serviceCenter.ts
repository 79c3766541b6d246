import type { PageContent } from './types';

const serviceCenter: PageContent = {
  kind: 'service',
  sr: {
    title: 'Servisni centar',
    description:
      'Servis računara, laptopa, printera, monitora i telefona u Banjoj Luci i Doboju: dijagnostika, popravka, spašavanje podataka.',
    lead: 'Naš servisni centar popravlja računare, laptope, printere, monitore i telefone svih proizvođača, u garanciji i van nje.',
    sections: [
      {
        heading: 'Usluge servisa',
        items: [
          'Besplatna dijagnostika uz prihvatanje popravke',
          'Zamjena ekrana, baterija, tastatura i diskova',
          'Čišćenje i zamjena termalne paste',
          'Spašavanje podataka sa oštećenih diskova',
          'Instalacija i podešavanje operativnog sistema',
        ],
      },
      {
        heading: 'Kako predati uređaj',
        paragraphs: [
          'Uređaj možete donijeti u bilo koju poslovnicu ili ga poslati kurirskom službom. O procjeni cijene i roka obavještavamo Vas prije početka popravke.',
        ],
      },
      {
        heading: 'Garancija na popravku',
        paragraphs: ['Na ugrađene dijelove i izvedeni rad dajemo garanciju od 6 mjeseci.'],
      },
    ],
  },
  en: {
    title: 'Service centre',
    description:
      'Repairs of computers, laptops, printers, monitors and phones in Banja Luka and Doboj: diagnosis, repair and data recovery.',
    lead: 'Our service centre repairs computers, laptops, printers, monitors and phones of all brands, in and out of warranty.',
    sections: [
      {
        heading: 'Services',
        items: [
          'Free diagnosis when you accept the repair',
          'Replacement of screens, batteries, keyboards and disks',
          'Cleaning and thermal paste replacement',
          'Data recovery from damaged disks',
          'Operating system installation and set-up',
        ],
      },
      {
        heading: 'How to hand in a device',
        paragraphs: [
          'Bring the device to either office or send it by courier. We tell you the estimated price and turnaround before we start the repair.',
        ],
      },
      {
        heading: 'Repair warranty',
        paragraphs: ['We give a 6-month warranty on fitted parts and on the work done.'],
      },
    ],
  },
};

export default serviceCenter;
