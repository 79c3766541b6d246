import type { PageContent } from './types';

const businessSoftware: PageContent = {
  kind: 'service',
  sr: {
    title: 'Poslovni programski paketi',
    description:
      'Poslovni softver za knjigovodstvo, fakturisanje, skladište, maloprodaju i plate, prilagođen zakonima u BiH, uz uvođenje, obuku i podršku.',
    lead: 'Jedan sistem za knjige, fakture, skladište i plate: manje ručnog unosa, manje grešaka i izvještaji kada Vam zatrebaju.',
    sections: [
      {
        heading: 'Moduli',
        items: [
          'Finansijsko knjigovodstvo i PDV evidencije',
          'Fakturisanje, predračuni i praćenje naplate',
          'Skladište, nabavka i maloprodaja sa fiskalnom kasom',
          'Obračun plata i kadrovska evidencija',
          'Izvještaji za upravu i eksport za banke i poreznu upravu',
        ],
      },
      {
        heading: 'Uvođenje bez zastoja',
        paragraphs: [
          'Prenosimo podatke iz postojećeg programa, podešavamo šifarnike i ovlaštenja, a zaposlene obučavamo na Vašim stvarnim primjerima. Većina firmi radi u novom sistemu već nakon dvije sedmice.',
        ],
      },
      {
        heading: 'Podrška',
        paragraphs: [
          'Izmjene propisa ugrađujemo u program na vrijeme. Podrška je dostupna telefonom, daljinskim pristupom i na terenu.',
        ],
      },
    ],
  },
  en: {
    title: 'Business software packages',
    description:
      'Business software for accounting, invoicing, inventory, retail and payroll, built for the regulations of BiH, with rollout, training and support.',
    lead: 'One system for the books, invoices, inventory and payroll: less manual entry, fewer mistakes and reports whenever you need them.',
    sections: [
      {
        heading: 'Modules',
        items: [
          'General ledger and VAT records',
          'Invoicing, pro-forma invoices and receivables',
          'Inventory, purchasing and retail with a fiscal till',
          'Payroll and HR records',
          'Management reports and exports for banks and the tax authority',
        ],
      },
      {
        heading: 'Rollout without downtime',
        paragraphs: [
          'We migrate data from your current software, set up code lists and permissions, and train your staff on your own real cases. Most companies are working in the new system within two weeks.',
        ],
      },
      {
        heading: 'Support',
        paragraphs: [
          'Regulatory changes are built into the software in time. Support is available by phone, remote access and on site.',
        ],
      },
    ],
  },
};

export default businessSoftware;
