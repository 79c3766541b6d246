import type { PageContent } from './types';

const timeAttendance: PageContent = {
  kind: 'service',
  sr: {
    title: 'Sistem za evidenciju radnog vremena (ERV)',
    description:
      'Evidencija radnog vremena sa terminalima na karticu, otisak prsta ili prepoznavanje lica, i izvještaji spremni za obračun plata.',
    lead: 'Tačna evidencija dolazaka, odlazaka, odmora i bolovanja, bez papirnih lista i naknadnog prepisivanja.',
    sections: [
      {
        heading: 'Šta dobijate',
        items: [
          'Terminale sa RFID karticom, otiskom prsta ili prepoznavanjem lica',
          'Web aplikaciju za smjene, odsustva i prekovremeni rad',
          'Izvještaje spremne za obračun plata i inspekciju rada',
          'Povezivanje sa kontrolom pristupa i poslovnim softverom',
        ],
      },
      {
        heading: 'Za jednu ili više lokacija',
        paragraphs: [
          'Terminali na različitim lokacijama šalju podatke u jedan centralni sistem, pa rukovodioci u svakom trenutku vide ko je na poslu.',
        ],
      },
      {
        heading: 'Usklađeno sa propisima',
        paragraphs: [
          'Evidencija se vodi u skladu sa Zakonom o radu, a biometrijski podaci se čuvaju zaštićeno i samo uz saglasnost zaposlenih.',
        ],
      },
    ],
  },
  en: {
    title: 'Time and attendance management system (TAMS)',
    description:
      'Time and attendance with card, fingerprint or face recognition terminals, and reports ready for payroll.',
    lead: 'Accurate records of arrivals, departures, leave and sick days, with no paper lists and no re-typing.',
    sections: [
      {
        heading: 'What you get',
        items: [
          'Terminals with RFID cards, fingerprint or face recognition',
          'A web application for shifts, absences and overtime',
          'Reports ready for payroll and labour inspections',
          'Integration with access control and business software',
        ],
      },
      {
        heading: 'For one site or many',
        paragraphs: [
          'Terminals at different sites send their data to one central system, so managers always see who is at work.',
        ],
      },
      {
        heading: 'Compliant',
        paragraphs: [
          'Records are kept in line with the Labour Act, and biometric data is stored securely and only with employees’ consent.',
        ],
      },
    ],
  },
};

export default timeAttendance;
