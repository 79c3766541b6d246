import type { PageContent } from './types';

const smartHome: PageContent = {
  kind: 'service',
  sr: {
    title: 'Smart home',
    description:
      'Pametna kuća: upravljanje osvjetljenjem, grijanjem, roletnama i sigurnošću iz jedne aplikacije, uz ugradnju i podešavanje.',
    lead: 'Dom koji misli umjesto Vas: svjetla, grijanje, roletne i alarm rade zajedno i prilagođavaju se Vašem ritmu.',
    sections: [
      {
        heading: 'Šta možete automatizovati',
        items: [
          'Osvjetljenje i scene za različita doba dana',
          'Grijanje i klimatizaciju po prostorijama',
          'Roletne, kapije i garažna vrata',
          'Video interfon, alarm i senzore dima i vode',
          'Potrošnju energije i solarnu elektranu',
        ],
      },
      {
        heading: 'Za nove i postojeće objekte',
        paragraphs: [
          'Za novogradnju planiramo instalaciju od početka, a postojeće objekte opremamo bežičnim uređajima bez štemanja zidova.',
        ],
      },
      {
        heading: 'Jednostavno upravljanje',
        paragraphs: [
          'Sve kontrolišete iz jedne aplikacije ili glasom, a sistem podešavamo i objašnjavamo dok ne bude potpuno jasan svim ukućanima.',
        ],
      },
    ],
  },
  en: {
    title: 'Smart home',
    description:
      'Smart home: control lighting, heating, blinds and security from one app, with installation and set-up included.',
    lead: 'A home that thinks for you: lights, heating, blinds and the alarm work together and adapt to your routine.',
    sections: [
      {
        heading: 'What you can automate',
        items: [
          'Lighting and scenes for different times of day',
          'Room-by-room heating and air conditioning',
          'Blinds, gates and garage doors',
          'Video intercom, alarm and smoke and water sensors',
          'Energy use and your solar power plant',
        ],
      },
      {
        heading: 'For new and existing homes',
        paragraphs: [
          'For new builds we plan the installation from the start; existing homes we equip with wireless devices, with no chasing of walls.',
        ],
      },
      {
        heading: 'Easy to use',
        paragraphs: [
          'You control everything from one app or by voice, and we set the system up and explain it until everyone at home is comfortable with it.',
        ],
      },
    ],
  },
};

export default smartHome;
