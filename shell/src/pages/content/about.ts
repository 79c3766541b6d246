import type { PageContent } from './types';

const about: PageContent = {
  kind: 'company',
  sr: {
    title: 'O nama',
    description:
      'IT Shop od 1996. godine oprema domove i firme u BiH: računari, mreže, telefonija i sigurnosni sistemi, uz vlastiti servis i podršku.',
    lead: 'Od 1996. godine pomažemo domaćinstvima, firmama i institucijama u Bosni i Hercegovini da tehnologija radi za njih, a ne obrnuto.',
    sections: [
      {
        heading: 'Ko smo',
        paragraphs: [
          'IT Shop je počeo kao mala radnja za sklapanje računara u Doboju. Danas smo tim od četrdesetak inženjera, tehničara i prodajnih savjetnika u dvije poslovnice, sa vlastitim servisnim centrom i webshopom koji isporučuje na cijelu teritoriju BiH.',
          'Radimo sa više od stotinu proizvođača i distributera, pa za svaki zahtjev možemo ponuditi rješenje koje odgovara i potrebama i budžetu.',
        ],
      },
      {
        heading: 'Šta radimo',
        items: [
          'Prodaja računarske, mrežne, telekomunikacione i kućne tehnike, u poslovnicama i online.',
          'Projektovanje i ugradnja mreža, video nadzora, kontrole pristupa, VoIP telefonije i solarnih elektrana.',
          'Poslovni softver, fiskalizacija i evidencija radnog vremena za male i srednje firme.',
          'Ovlašteni servis i redovno održavanje opreme po ugovoru.',
        ],
      },
      {
        heading: 'Kako radimo',
        paragraphs: [
          'Svaki projekat počinje razgovorom i obilaskom na terenu, a završava se dokumentacijom, obukom korisnika i jasno definisanom podrškom. Cijene su uvijek izražene u KM sa PDV-om, bez skrivenih troškova.',
          'Posebno smo ponosni na dugogodišnje saradnje: mnogi naši klijenti su sa nama više od petnaest godina.',
        ],
      },
      {
        heading: 'Certifikati i partneri',
        paragraphs: [
          'Naši tehničari posjeduju certifikate vodećih proizvođača mrežne i sigurnosne opreme, a firma posluje po standardima ISO 9001 i ISO/IEC 27001.',
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    description:
      'Since 1996 IT Shop has equipped homes and businesses in Bosnia and Herzegovina with computers, networks, telephony and security systems.',
    lead: 'Since 1996 we have helped households, companies and institutions in Bosnia and Herzegovina make technology work for them, not the other way round.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'IT Shop started as a small computer assembly shop in Doboj. Today we are a team of around forty engineers, technicians and sales advisers in two offices, with our own service centre and a webshop that delivers across Bosnia and Herzegovina.',
          'We work with more than a hundred manufacturers and distributors, so for every request we can offer a solution that fits both the need and the budget.',
        ],
      },
      {
        heading: 'What we do',
        items: [
          'Sales of computer, network, telecom and home equipment, in our shops and online.',
          'Design and installation of networks, video surveillance, access control, VoIP telephony and solar power plants.',
          'Business software, fiscalization and time and attendance for small and medium-sized companies.',
          'Authorised service and scheduled maintenance under contract.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'Every project starts with a conversation and a site visit, and ends with documentation, user training and clearly defined support. Prices are always in KM with VAT included, with no hidden costs.',
          'We are especially proud of long-term partnerships: many of our clients have been with us for more than fifteen years.',
        ],
      },
      {
        heading: 'Certificates and partners',
        paragraphs: [
          'Our technicians hold certifications from the leading network and security vendors, and the company operates to ISO 9001 and ISO/IEC 27001.',
        ],
      },
    ],
  },
};

export default about;
