import type { PageContent } from './types';

const references: PageContent = {
  kind: 'company',
  sr: {
    title: 'Referentna lista',
    description:
      'Izbor projekata IT Shop-a: mreže, video nadzor, fiskalizacija, evidencija radnog vremena i solarne elektrane za firme i institucije u BiH.',
    lead: 'Izbor projekata koje smo realizovali u posljednjih nekoliko godina. Kompletnu listu sa kontaktima referenci šaljemo na upit.',
    sections: [
      {
        heading: 'Javni sektor i obrazovanje',
        items: [
          'Strukturno kabliranje i Wi-Fi mreža za 14 osnovnih i srednjih škola (više od 900 priključnih mjesta).',
          'Video nadzor i kontrola pristupa u zgradi gradske uprave, sa centralnim snimanjem i arhivom od 30 dana.',
          'VoIP telefonska centrala sa 220 lokala za zdravstvenu ustanovu, uz povezivanje tri izdvojene lokacije.',
        ],
      },
      {
        heading: 'Trgovina i proizvodnja',
        items: [
          'Fiskalizacija i poslovni softver za lanac od 27 maloprodajnih objekata.',
          'Evidencija radnog vremena sa biometrijskim terminalima za proizvodnu firmu sa 450 zaposlenih.',
          'PLC automatizacija linije za pakovanje i nadzor proizvodnje u realnom vremenu.',
        ],
      },
      {
        heading: 'Energetika i pametne zgrade',
        items: [
          'Solarne elektrane na krovovima poslovnih objekata ukupne snage 1,2 MW.',
          'Smart home instalacije u stambeno-poslovnom kompleksu sa 60 stanova.',
        ],
      },
    ],
  },
  en: {
    title: 'Reference list',
    description:
      'Selected IT Shop projects: networks, video surveillance, fiscalization, time and attendance and solar power plants for companies and institutions in BiH.',
    lead: 'A selection of the projects we have delivered in recent years. We send the complete list, with reference contacts, on request.',
    sections: [
      {
        heading: 'Public sector and education',
        items: [
          'Structured cabling and Wi-Fi for 14 primary and secondary schools (more than 900 outlets).',
          'Video surveillance and access control in a city administration building, with central recording and a 30-day archive.',
          'A VoIP PBX with 220 extensions for a healthcare institution, linking three remote sites.',
        ],
      },
      {
        heading: 'Retail and manufacturing',
        items: [
          'Fiscalization and business software for a chain of 27 retail stores.',
          'Time and attendance with biometric terminals for a manufacturer with 450 employees.',
          'PLC automation of a packaging line with real-time production monitoring.',
        ],
      },
      {
        heading: 'Energy and smart buildings',
        items: [
          'Rooftop solar power plants on commercial buildings with a total capacity of 1.2 MW.',
          'Smart home installations in a residential and commercial complex with 60 apartments.',
        ],
      },
    ],
  },
};

export default references;
