import type { PageContent } from './types';

const videoSurveillance: PageContent = {
  kind: 'service',
  sr: {
    title: 'Sistemi video nadzora i alarma',
    description:
      'Projektovanje i ugradnja video nadzora i protivprovalnih alarma za kuće, firme i institucije, sa pregledom na mobilnom telefonu.',
    lead: 'Zaštitite ljude i imovinu: kamere visoke rezolucije, pouzdani snimači i alarmi koji Vas obavještavaju na telefonu.',
    sections: [
      {
        heading: 'Rješenja',
        items: [
          'IP i analogne HD kamere za unutrašnji i vanjski prostor',
          'Snimači sa arhivom po Vašim potrebama',
          'Protivprovalni alarmi sa dojavom na mobilni telefon',
          'Povezivanje sa kontrolom pristupa i dojavnim centrom',
          'Prepoznavanje registarskih tablica i brojanje posjetilaca',
        ],
      },
      {
        heading: 'Projekat prema prostoru',
        paragraphs: [
          'Raspored kamera određujemo nakon obilaska, tako da pokrijemo ulaze, kase i kritične tačke bez mrtvih uglova, uz poštovanje propisa o zaštiti privatnosti.',
        ],
      },
      {
        heading: 'Održavanje',
        paragraphs: ['Redovno provjeravamo kamere, diskove i napajanje, pa je snimak tu onda kada Vam zatreba.'],
      },
    ],
  },
  en: {
    title: 'Video surveillance and alarm systems',
    description:
      'Design and installation of video surveillance and intruder alarms for homes, companies and institutions, viewable on your phone.',
    lead: 'Protect people and property: high-resolution cameras, reliable recorders and alarms that notify you on your phone.',
    sections: [
      {
        heading: 'Solutions',
        items: [
          'IP and analogue HD cameras for indoors and outdoors',
          'Recorders with the archive length you need',
          'Intruder alarms with notifications to your phone',
          'Integration with access control and a monitoring centre',
          'Licence plate recognition and visitor counting',
        ],
      },
      {
        heading: 'Designed for your premises',
        paragraphs: [
          'We place the cameras after a site visit so that entrances, tills and critical points are covered without blind spots, respecting privacy regulations.',
        ],
      },
      {
        heading: 'Maintenance',
        paragraphs: ['We regularly check cameras, disks and power supplies, so the footage is there when you need it.'],
      },
    ],
  },
};

export default videoSurveillance;
