import type { PageContent } from './types';

const fiscalization: PageContent = {
  kind: 'service',
  sr: {
    title: 'Usluge iz oblasti fiskalizacije',
    description:
      'Fiskalni uređaji i sistemi za maloprodaju i ugostiteljstvo: prodaja, fiskalizacija, povezivanje sa kasom i servis.',
    lead: 'Od izbora fiskalnog uređaja do prvog računa: vodimo Vas kroz sve korake i brinemo da sistem radi u skladu sa propisima.',
    sections: [
      {
        heading: 'Šta radimo',
        items: [
          'Prodaja i fiskalizacija fiskalnih uređaja',
          'Povezivanje sa maloprodajnim i ugostiteljskim programima',
          'Prijava i odjava uređaja kod poreske uprave',
          'Redovni i vanredni servis, periodični pregledi',
          'Obuka osoblja za rad na kasi',
        ],
      },
      {
        heading: 'Ovlašteni servis',
        paragraphs: [
          'Naši serviseri su ovlašteni za intervencije na fiskalnim uređajima, a u slučaju kvara obezbjeđujemo zamjenski uređaj.',
        ],
      },
    ],
  },
  en: {
    title: 'Fiscalization services',
    description:
      'Fiscal devices and systems for retail and hospitality: sales, fiscalization, point-of-sale integration and service.',
    lead: 'From choosing a fiscal device to the first receipt: we guide you through every step and make sure the system complies with the law.',
    sections: [
      {
        heading: 'What we do',
        items: [
          'Sale and fiscalization of fiscal devices',
          'Integration with retail and hospitality software',
          'Registration and deregistration with the tax authority',
          'Regular and emergency service, periodic inspections',
          'Staff training at the till',
        ],
      },
      {
        heading: 'Authorised service',
        paragraphs: [
          'Our technicians are authorised to work on fiscal devices, and if one fails we provide a replacement.',
        ],
      },
    ],
  },
};

export default fiscalization;
