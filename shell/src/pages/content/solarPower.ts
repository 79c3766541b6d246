import type { PageContent } from './types';

const solarPower: PageContent = {
  kind: 'service',
  sr: {
    title: 'Projektovanje i ugradnja solarnih elektrana',
    description:
      'Solarne elektrane za domaćinstva i firme: proračun isplativosti, projekat, dozvole, ugradnja i priključenje na mrežu.',
    lead: 'Proizvedite vlastitu struju i smanjite račune. Solarne elektrane projektujemo i ugrađujemo po principu ključ u ruke.',
    sections: [
      {
        heading: 'Od ideje do priključenja',
        items: [
          'Obilazak krova i proračun proizvodnje i isplativosti',
          'Projekat i pribavljanje potrebnih saglasnosti',
          'Isporuka panela, invertora i baterija provjerenih proizvođača',
          'Ugradnja i priključenje na distributivnu mrežu',
          'Praćenje proizvodnje putem aplikacije',
        ],
      },
      {
        heading: 'Za domaćinstva i firme',
        paragraphs: [
          'Za kuće nudimo sisteme od 3 do 15 kW, a za poslovne objekte elektrane do nekoliko stotina kilovata, uz mogućnost skladištenja energije u baterijama.',
        ],
      },
      {
        heading: 'Garancija',
        paragraphs: [
          'Paneli imaju garanciju na snagu do 25 godina, a na izvedene radove dajemo vlastitu garanciju i servis.',
        ],
      },
    ],
  },
  en: {
    title: 'Design and installation of solar power plants',
    description:
      'Solar power plants for homes and businesses: payback calculation, design, permits, installation and grid connection.',
    lead: 'Generate your own electricity and cut your bills. We design and install solar power plants on a turnkey basis.',
    sections: [
      {
        heading: 'From idea to grid connection',
        items: [
          'Roof survey and a yield and payback calculation',
          'Design and the necessary approvals',
          'Panels, inverters and batteries from proven manufacturers',
          'Installation and connection to the distribution grid',
          'Production monitoring through an app',
        ],
      },
      {
        heading: 'For homes and businesses',
        paragraphs: [
          'For homes we offer systems from 3 to 15 kW; for commercial buildings, plants of up to several hundred kilowatts, with battery storage as an option.',
        ],
      },
      {
        heading: 'Warranty',
        paragraphs: [
          'Panels carry a performance warranty of up to 25 years, and we give our own warranty and service on the installation.',
        ],
      },
    ],
  },
};

export default solarPower;
