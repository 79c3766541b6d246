import type { PageContent } from './types';

const networkIntegration: PageContent = {
  kind: 'service',
  sr: {
    title: 'Mrežne integracije',
    description:
      'Projektovanje, strukturno kabliranje i konfiguracija žičnih i bežičnih mreža, uz mjerenja, dokumentaciju i održavanje.',
    lead: 'Brza i pouzdana mreža je temelj svakog poslovanja. Projektujemo je, gradimo i održavamo, od jedne kancelarije do cijelog kampusa.',
    sections: [
      {
        heading: 'Usluge',
        items: [
          'Projektovanje i strukturno kabliranje (bakar i optika)',
          'Preklopnici, ruteri i zaštitni zidovi vodećih proizvođača',
          'Wi-Fi sa centralnim upravljanjem i gostujućom mrežom',
          'VPN povezivanje poslovnica i rad od kuće',
          'Mjerenja, certifikacija i kompletna dokumentacija',
        ],
      },
      {
        heading: 'Kako radimo',
        paragraphs: [
          'Nakon obilaska i snimanja stanja pravimo projekat i ponudu. Radove izvodimo van radnog vremena kada je potrebno, a na kraju predajemo mjerne protokole i šemu mreže.',
        ],
      },
      {
        heading: 'Nadzor i podrška',
        paragraphs: ['Uz ugovor o održavanju pratimo rad mreže i reagujemo na problem prije nego što ga primijetite.'],
      },
    ],
  },
  en: {
    title: 'Network integrations',
    description:
      'Design, structured cabling and configuration of wired and wireless networks, with measurements, documentation and maintenance.',
    lead: 'A fast, reliable network is the foundation of every business. We design, build and maintain it, from a single office to a whole campus.',
    sections: [
      {
        heading: 'Services',
        items: [
          'Design and structured cabling (copper and fibre)',
          'Switches, routers and firewalls from leading vendors',
          'Centrally managed Wi-Fi with a guest network',
          'VPN links between offices and for remote work',
          'Measurements, certification and complete documentation',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'After a site survey we prepare the design and the quote. We work outside business hours when needed, and hand over the test reports and the network diagram at the end.',
        ],
      },
      {
        heading: 'Monitoring and support',
        paragraphs: [
          'With a maintenance contract we monitor the network and react to problems before you notice them.',
        ],
      },
    ],
  },
};

export default networkIntegration;
