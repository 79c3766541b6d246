import type { PageContent } from './types';

const terms: PageContent = {
  kind: 'legal',
  sr: {
    title: 'Uslovi korišćenja',
    description:
      'Uslovi korišćenja internet stranice i webshopa IT Shop: narudžbe, cijene u KM sa PDV-om, isporuka, plaćanje i povrat.',
    lead: 'Korišćenjem ove internet stranice i webshopa prihvatate uslove navedene u nastavku. Molimo Vas da ih pažljivo pročitate.',
    sections: [
      {
        heading: 'Opšte odredbe',
        paragraphs: [
          'Internet stranicu itshop.ba vodi IT Shop d.o.o. Doboj. Sadržaj stranice služi informisanju kupaca o proizvodima i uslugama, a narudžbe putem webshopa smatraju se ugovorom zaključenim na daljinu.',
        ],
      },
      {
        heading: 'Cijene i dostupnost',
        paragraphs: [
          'Sve cijene su izražene u konvertibilnim markama (KM) sa uračunatim PDV-om. Trudimo se da podaci o cijenama i stanju budu tačni; ako nakon narudžbe utvrdimo grešku, kontaktiraćemo Vas prije isporuke, a Vi možete odustati bez ikakvih troškova.',
        ],
      },
      {
        heading: 'Narudžba, plaćanje i isporuka',
        items: [
          'Narudžba je obavezujuća nakon što je potvrdimo emailom.',
          'Plaćanje je moguće karticom, pouzećem, virmanski na osnovu predračuna ili na rate.',
          'Isporuka na teritoriji BiH traje 2 do 5 radnih dana; trošak dostave je 10,00 KM.',
        ],
      },
      {
        heading: 'Garancija i reklamacije',
        paragraphs: [
          'Na proizvode važi garancija proizvođača navedena na stranici proizvoda. Reklamacije rješavamo u skladu sa Zakonom o zaštiti potrošača i našim Pravilnikom o reklamacijama.',
        ],
      },
      {
        heading: 'Intelektualna svojina',
        paragraphs: [
          'Tekstovi, fotografije i grafički elementi stranice zaštićeni su autorskim pravom. Nije ih dozvoljeno kopirati ili koristiti bez pisane saglasnosti.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    description:
      'Terms of use of the IT Shop website and webshop: orders, prices in KM with VAT, delivery, payment and returns.',
    lead: 'By using this website and webshop you accept the terms below. Please read them carefully.',
    sections: [
      {
        heading: 'General',
        paragraphs: [
          'The itshop.ba website is run by IT Shop d.o.o. Doboj. Its content informs customers about products and services, and orders placed through the webshop are distance contracts.',
        ],
      },
      {
        heading: 'Prices and availability',
        paragraphs: [
          'All prices are in convertible marks (KM), VAT included. We do our best to keep prices and stock accurate; if we find an error after you order, we will contact you before delivery and you may cancel at no cost.',
        ],
      },
      {
        heading: 'Orders, payment and delivery',
        items: [
          'An order becomes binding once we confirm it by email.',
          'You can pay by card, cash on delivery, bank transfer against a pro-forma invoice, or in instalments.',
          'Delivery within Bosnia and Herzegovina takes 2 to 5 working days; shipping costs 10.00 KM.',
        ],
      },
      {
        heading: 'Warranty and complaints',
        paragraphs: [
          'Products carry the manufacturer’s warranty stated on the product page. We handle complaints under the Consumer Protection Act and our Rules on complaints.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The texts, photographs and graphics on this site are protected by copyright and may not be copied or used without written permission.',
        ],
      },
    ],
  },
};

export default terms;
