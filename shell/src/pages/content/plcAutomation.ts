import type { PageContent } from './types';

const plcAutomation: PageContent = {
  kind: 'service',
  sr: {
    title: 'PLC programiranje i automatizacija',
    description:
      'Automatizacija industrijskih procesa: PLC programiranje, SCADA nadzor, elektro ormari i modernizacija postojećih postrojenja.',
    lead: 'Automatizacijom povećavamo produktivnost, smanjujemo greške i dajemo Vam potpun uvid u proizvodnju u realnom vremenu.',
    sections: [
      {
        heading: 'Usluge',
        items: [
          'Programiranje PLC kontrolera vodećih proizvođača',
          'SCADA i HMI sistemi za nadzor i upravljanje',
          'Projektovanje i izrada elektro ormara',
          'Modernizacija i zamjena zastarjelih upravljanja',
          'Prikupljanje podataka i povezivanje sa poslovnim softverom',
        ],
      },
      {
        heading: 'Od analize do puštanja u rad',
        paragraphs: [
          'Analiziramo proces, predlažemo rješenje, programiramo i testiramo ga, a zatim puštamo u rad i obučavamo operatere. Dokumentacija i izvorni kod ostaju Vama.',
        ],
      },
      {
        heading: 'Podrška',
        paragraphs: ['Nudimo dežurstvo i daljinski pristup kako bi zastoji u proizvodnji bili što kraći.'],
      },
    ],
  },
  en: {
    title: 'PLC programming and automation',
    description:
      'Industrial process automation: PLC programming, SCADA monitoring, control cabinets and the modernisation of existing plants.',
    lead: 'Automation raises productivity, reduces errors and gives you a complete real-time view of production.',
    sections: [
      {
        heading: 'Services',
        items: [
          'Programming PLCs from leading manufacturers',
          'SCADA and HMI systems for monitoring and control',
          'Design and building of control cabinets',
          'Modernisation and replacement of outdated controls',
          'Data collection and integration with business software',
        ],
      },
      {
        heading: 'From analysis to commissioning',
        paragraphs: [
          'We analyse the process, propose a solution, program and test it, then commission it and train the operators. The documentation and source code remain yours.',
        ],
      },
      {
        heading: 'Support',
        paragraphs: ['We offer on-call support and remote access to keep production downtime as short as possible.'],
      },
    ],
  },
};

export default plcAutomation;
