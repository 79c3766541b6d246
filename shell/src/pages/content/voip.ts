import type { PageContent } from './types';

const voip: PageContent = {
  kind: 'service',
  sr: {
    title: 'VoIP telefonija',
    description:
      'IP telefonske centrale, VoIP telefoni i povezivanje poslovnica: niži troškovi razgovora i funkcije velikih sistema za svaku firmu.',
    lead: 'Moderna telefonija preko interneta: svaki zaposleni dobija svoj lokal, bez obzira da li radi u kancelariji, na terenu ili od kuće.',
    sections: [
      {
        heading: 'Mogućnosti',
        items: [
          'IP centrale za 5 do 1000 lokala',
          'Govorni automat, redovi čekanja i snimanje razgovora',
          'Mobilna aplikacija i softverski telefon na računaru',
          'Besplatni razgovori između poslovnica',
          'Povezivanje sa postojećim analognim linijama',
        ],
      },
      {
        heading: 'Prelazak bez prekida',
        paragraphs: [
          'Zadržavate postojeće brojeve. Prelazak planiramo tako da firma ni jednog trenutka ne ostane bez telefona.',
        ],
      },
      {
        heading: 'Oprema',
        paragraphs: [
          'U webshopu su dostupni stoni i bežični VoIP telefoni, slušalice i konferencijski uređaji, a za veće sisteme pripremamo ponudu po mjeri.',
        ],
      },
    ],
  },
  en: {
    title: 'VoIP telephony',
    description:
      'IP PBXs, VoIP phones and linked branch offices: lower call costs and big-system features for every company.',
    lead: 'Modern telephony over the internet: every employee gets an extension, whether they work in the office, in the field or from home.',
    sections: [
      {
        heading: 'Features',
        items: [
          'IP PBXs for 5 to 1,000 extensions',
          'Auto attendant, call queues and call recording',
          'Mobile app and softphone on the computer',
          'Free calls between offices',
          'Integration with existing analogue lines',
        ],
      },
      {
        heading: 'Switching without interruption',
        paragraphs: [
          'You keep your existing numbers. We plan the switch so that the company is never without a phone.',
        ],
      },
      {
        heading: 'Equipment',
        paragraphs: [
          'The webshop offers desk and cordless VoIP phones, headsets and conference devices; for larger systems we prepare a tailored quote.',
        ],
      },
    ],
  },
};

export default voip;
