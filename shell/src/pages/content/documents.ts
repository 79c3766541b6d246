import { company, formatBankAccount, headOfficeFullAddress } from '@shop/shared/site';
import type { PageContent } from './types';

// The company's facts come from shared/src/site/company.ts, the one source the PDFs and emails print too.

const documents: PageContent = {
  kind: 'legal',
  sr: {
    title: 'Akti',
    description: `Opšti akti i podaci o kompaniji ${company.legalName}: registracija, poreski brojevi, reklamacije i garancije.`,
    lead: 'Osnovni podaci o kompaniji i opšti akti kojima se uređuje naše poslovanje sa kupcima.',
    sections: [
      {
        heading: 'Podaci o kompaniji',
        items: [
          `Naziv: ${company.legalName}`,
          `Sjedište: ${headOfficeFullAddress('sr')}`,
          `Registar: ${company.register.sr}`,
          `JIB: ${company.jib}, PDV broj: ${company.vatNumber}`,
          `Žiro račun: ${formatBankAccount()}`,
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
          `Akti su dostupni na uvid u obje poslovnice, a elektronsku kopiju šaljemo na zahtjev poslat na ${company.email}.`,
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
    description: `General acts and company details of ${company.legalName}: registration, tax numbers, complaints and warranties.`,
    lead: 'Basic company details and the general acts that govern how we do business with our customers.',
    sections: [
      {
        heading: 'Company details',
        items: [
          `Name: ${company.legalName}`,
          `Registered office: ${headOfficeFullAddress('en')}`,
          `Register: ${company.register.en}`,
          `Tax ID (JIB): ${company.jib}, VAT number: ${company.vatNumber}`,
          `Bank account: ${formatBankAccount()}`,
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
          `The acts can be inspected in both offices, and we send an electronic copy on request to ${company.email}.`,
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
