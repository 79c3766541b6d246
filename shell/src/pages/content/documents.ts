import type { PageContent } from './types';

const documents: PageContent = {
  kind: 'legal',
  sr: {
    title: 'Akti',
    description:
      'Opšti akti i podaci o kompaniji IT Shop d.o.o.: registracija, poreski brojevi, reklamacije i garancije.',
    lead: 'Osnovni podaci o kompaniji i opšti akti kojima se uređuje naše poslovanje sa kupcima.',
    sections: [
      {
        heading: 'Podaci o kompaniji',
        items: [
          'Naziv: IT Shop d.o.o.',
          'Sjedište: Kralja Dragutina 12, 74000 Doboj, Bosna i Hercegovina',
          'Registrovano kod Okružnog privrednog suda u Doboju',
          'JIB: 4400000000000, PDV broj: 400000000000',
        ],
      },
      {
        heading: 'Opšti akti',
        items: [
          'Pravilnik o reklamacijama i postupanju sa prigovorima potrošača',
          'Opšti uslovi prodaje putem webshopa',
          'Garantni uslovi i uputstvo za servis',
          'Politika zaštite ličnih podataka',
        ],
        paragraphs: [
          'Akti su dostupni na uvid u obje poslovnice, a elektronsku kopiju šaljemo na zahtjev poslat na info@itshop.ba.',
        ],
      },
      {
        heading: 'Reklamacije',
        paragraphs: [
          'Reklamaciju možete podnijeti u bilo kojoj poslovnici, putem emaila ili poštom. Na svaku reklamaciju odgovaramo pisanim putem najkasnije u roku od osam dana od prijema, u skladu sa Zakonom o zaštiti potrošača.',
        ],
      },
    ],
  },
  en: {
    title: 'Documents',
    description:
      'General acts and company details of IT Shop d.o.o.: registration, tax numbers, complaints and warranties.',
    lead: 'Basic company details and the general acts that govern how we do business with our customers.',
    sections: [
      {
        heading: 'Company details',
        items: [
          'Name: IT Shop d.o.o.',
          'Registered office: Kralja Dragutina 12, 74000 Doboj, Bosnia and Herzegovina',
          'Registered with the District Commercial Court in Doboj',
          'Tax ID (JIB): 4400000000000, VAT number: 400000000000',
        ],
      },
      {
        heading: 'General acts',
        items: [
          'Rules on complaints and the handling of consumer objections',
          'General terms of sale through the webshop',
          'Warranty terms and service instructions',
          'Personal data protection policy',
        ],
        paragraphs: [
          'The acts can be inspected in both offices, and we send an electronic copy on request to info@itshop.ba.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'You can file a complaint in either office, by email or by post. We answer every complaint in writing within eight days of receipt, as the Consumer Protection Act requires.',
        ],
      },
    ],
  },
};

export default documents;
