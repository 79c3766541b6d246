import { defineMessages } from './define';

/**
 * Company approvals (issue 27, decision 023): the company's limit (/korisnik/firma), the approvals page
 * (/korisnik/firma/odobrenja), /plati's notice and waiting screen, and the emails.
 */
export const approvalMessages = defineMessages({
  sr: {
    'approvals.title': 'Odobrenja narudžbi',
    'approvals.intro':
      'Narudžbe kupaca vaše firme iznad granice čekaju ovdje vaše odobrenje. Odobrena narudžba se pravi po cijenama u trenutku odobrenja.',
    'approvals.introBuyer': 'Vaše narudžbe iznad granice firme, dok ih administrator ne odobri ili odbije.',
    'approvals.none': 'Nema zahtjeva za odobrenje.',
    'approvals.waitingCount':
      '{count, plural, one {# narudžba čeka} few {# narudžbe čekaju} other {# narudžbi čeka}} odobrenje.',
    'approvals.state.ceka': 'Čeka odobrenje',
    'approvals.state.odobreno': 'Odobreno',
    'approvals.state.odbijeno': 'Odbijeno',
    'approvals.request': 'Zahtjev br. {id}',
    'approvals.buyer': 'Kupac',
    'approvals.requestedAt': 'Poslano',
    'approvals.total': 'Ukupno (s dostavom)',
    'approvals.limit': 'Granica firme',
    'approvals.payment': 'Plaćanje',
    'approvals.delivery': 'Dostava',
    'approvals.product': 'Proizvod',
    'approvals.quantity': 'Količina',
    'approvals.price': 'Cijena',
    'approvals.lineTotal': 'Iznos',
    'approvals.approve': 'Odobri narudžbu',
    'approvals.decline': 'Odbij',
    'approvals.declineReason': 'Razlog odbijanja (nije obavezno)',
    'approvals.declineSubmit': 'Odbij narudžbu',
    'approvals.cancel': 'Odustani',
    'approvals.approved': 'Narudžba {number} je napravljena; kupac je dobio potvrdu emailom.',
    'approvals.declined': 'Narudžba je odbijena; kupac je obaviješten emailom.',
    'approvals.decidedBy': '{state}: {name}, {date}',
    'approvals.reason': 'Razlog: {reason}',
    'approvals.order': 'Narudžba {number}',
    'approvals.link': 'Odobrenja narudžbi',
    'approvals.limitTitle': 'Odobrenje narudžbi',
    'approvals.limitField': 'Granica za odobrenje (KM s PDV-om)',
    'approvals.limitHint':
      'Narudžba kupca iznad ovog iznosa (s dostavom) čeka vaše odobrenje. Prazno: narudžbe ne čekaju. Vaše narudžbe nikad ne čekaju.',
    'approvals.limitSave': 'Sačuvaj granicu',
    'approvals.limitSaved': 'Granica je sačuvana.',
    'approvals.limitCleared': 'Granica je uklonjena: narudžbe više ne čekaju odobrenje.',
    'approvals.limitNone': 'Narudžbe kupaca ne čekaju odobrenje.',
    'approvals.limitIs': 'Narudžbe kupaca iznad {limit} čekaju odobrenje administratora.',
    'approvals.notice':
      'Ova narudžba je iznad granice vaše firme ({limit}): čekaće odobrenje administratora firme, pa se ne može platiti karticom.',
    'approvals.waitingTitle': 'Narudžba čeka odobrenje',
    'approvals.waitingText':
      'Iznos {total} je iznad granice vaše firme ({limit}). Administrator firme je dobio email; kad odobri narudžbu, napravićemo je i poslati vam potvrdu emailom.',
    'approvals.waitingLink': 'Pogledajte svoje zahtjeve za odobrenje',
    'email.approvalWaiting.subject': 'Narudžba čeka vaše odobrenje: {buyer}, {total}',
    'email.approvalWaiting.text':
      'Poštovani/a,\n\n{buyer} ({buyerEmail}) iz firme {company} je naručio/la robu u iznosu od {total}, što je iznad granice firme ({limit}).\n\nNarudžba čeka vaše odobrenje. Odobrite je ili odbijte ovdje:\n{link}\n\nIT Shop',
    'email.approvalDeclined.subject': 'Vaša narudžba nije odobrena',
    'email.approvalDeclined.text':
      'Poštovani/a,\n\nadministrator vaše firme nije odobrio narudžbu u iznosu od {total}.\n\nRazlog: {reason}\n\nVaše zahtjeve vidite ovdje:\n{link}\n\nIT Shop',
    'email.approvalDeclined.noReason': 'nije naveden',
  },
  en: {
    'approvals.title': 'Order approvals',
    'approvals.intro':
      "Your company's buyers' orders above the limit wait here for your approval. An approved order is placed at the prices of the moment of approval.",
    'approvals.introBuyer': "Your orders above the company's limit, until the administrator approves or declines them.",
    'approvals.none': 'No approval requests.',
    'approvals.waitingCount': '{count, plural, one {# order waits} other {# orders wait}} for approval.',
    'approvals.state.ceka': 'Waiting for approval',
    'approvals.state.odobreno': 'Approved',
    'approvals.state.odbijeno': 'Declined',
    'approvals.request': 'Request no. {id}',
    'approvals.buyer': 'Buyer',
    'approvals.requestedAt': 'Sent',
    'approvals.total': 'Total (with delivery)',
    'approvals.limit': "Company's limit",
    'approvals.payment': 'Payment',
    'approvals.delivery': 'Delivery',
    'approvals.product': 'Product',
    'approvals.quantity': 'Quantity',
    'approvals.price': 'Price',
    'approvals.lineTotal': 'Amount',
    'approvals.approve': 'Approve the order',
    'approvals.decline': 'Decline',
    'approvals.declineReason': 'Reason for declining (optional)',
    'approvals.declineSubmit': 'Decline the order',
    'approvals.cancel': 'Cancel',
    'approvals.approved': 'Order {number} is placed; the buyer got the confirmation by email.',
    'approvals.declined': 'The order is declined; the buyer was told by email.',
    'approvals.decidedBy': '{state}: {name}, {date}',
    'approvals.reason': 'Reason: {reason}',
    'approvals.order': 'Order {number}',
    'approvals.link': 'Order approvals',
    'approvals.limitTitle': 'Order approval',
    'approvals.limitField': 'Approval limit (KM incl. VAT)',
    'approvals.limitHint':
      "A buyer's order above this amount (delivery included) waits for your approval. Empty: orders never wait. Your own orders never wait.",
    'approvals.limitSave': 'Save the limit',
    'approvals.limitSaved': 'The limit is saved.',
    'approvals.limitCleared': 'The limit is removed: orders no longer wait for approval.',
    'approvals.limitNone': "Buyers' orders do not wait for approval.",
    'approvals.limitIs': "Buyers' orders above {limit} wait for the administrator's approval.",
    'approvals.notice':
      "This order is above your company's limit ({limit}): it will wait for the company administrator's approval, so it cannot be paid by card.",
    'approvals.waitingTitle': 'Your order is waiting for approval',
    'approvals.waitingText':
      "The total {total} is above your company's limit ({limit}). The company's administrator got an email; once they approve the order, we place it and email you the confirmation.",
    'approvals.waitingLink': 'See your approval requests',
    'email.approvalWaiting.subject': 'An order waits for your approval: {buyer}, {total}',
    'email.approvalWaiting.text':
      "Hello,\n\n{buyer} ({buyerEmail}) of {company} ordered goods worth {total}, which is above the company's limit ({limit}).\n\nThe order waits for your approval. Approve or decline it here:\n{link}\n\nIT Shop",
    'email.approvalDeclined.subject': 'Your order was not approved',
    'email.approvalDeclined.text':
      "Hello,\n\nyour company's administrator did not approve the order worth {total}.\n\nReason: {reason}\n\nSee your requests here:\n{link}\n\nIT Shop",
    'email.approvalDeclined.noReason': 'none given',
  },
});
