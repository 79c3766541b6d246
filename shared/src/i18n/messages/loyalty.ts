import { defineMessages } from './define';

/** Loyalty points: the `/{slug}-loyalty` page (mf-account) and the redemption at /plati (mf-checkout). */
export const loyaltyMessages = defineMessages({
  sr: {
    'loyalty.title': 'IT Shop loyalty program',
    'loyalty.intro':
      'Za svaku kupovinu u našem webshopu dobijate bodove koje možete iskoristiti za popust na sljedeću.',
    'loyalty.howToEarn': 'Kako se skupljaju bodovi',
    'loyalty.earnRule':
      'Za svaku punu 1 KM vrijednosti artikala (sa PDV-om, bez dostave) dobijate {points, plural, one {# bod} few {# boda} other {# bodova}}. Bodovi se upisuju kada je narudžba isporučena; ako se narudžba otkaže, bodovi se poništavaju.',
    'loyalty.consumersOnly':
      'Bodove skupljaju kupci koji kupuju za sebe. Narudžbe za firmu (korisnici poslovnih računa) ne donose bodove: firme imaju svoje cijene u cjenovniku.',
    'loyalty.howToRedeem': 'Kako se koriste bodovi',
    'loyalty.redeemRule':
      '{points, plural, one {# bod vrijedi} few {# boda vrijede} other {# bodova vrijedi}} 1 KM popusta. Na stranici za plaćanje možete iskoristiti najmanje {min, plural, one {# bod} few {# boda} other {# bodova}}, a bodovima platiti najviše {percent} % vrijednosti artikala. Bodovi se rezervišu kada naručite i vraćaju se ako se narudžba otkaže.',
    'loyalty.expiryTitle': 'Rok važenja',
    'loyalty.expiryRule':
      'Bodovi važe {days, plural, one {# dan} other {# dana}} od dana kada su upisani. Kada koristite bodove, prvo se troše najstariji.',
    'loyalty.guestsNote': 'Bodove skupljaju prijavljeni kupci.',
    'loyalty.signIn': 'Prijavite se da vidite svoje bodove.',
    'loyalty.productTitle': 'Loyalty bodovi: {name}',
    'loyalty.productPoints':
      'Kupovinom ovog proizvoda po trenutnoj cijeni od {price} dobijate {points, plural, one {# bod} few {# boda} other {# bodova}}.',
    'loyalty.toProduct': 'Na stranicu proizvoda',
    'loyalty.programme': 'O programu',
    'loyalty.yourPoints': 'Vaši bodovi',
    'loyalty.balance': 'Stanje',
    'loyalty.balanceValue': '{points, plural, one {# bod} few {# boda} other {# bodova}} (vrijednost {value})',
    'loyalty.expiringSoon':
      '{days, plural, one {Ističe u roku od # dana} few {Ističe u naredna # dana} other {Ističe u narednih # dana}}',
    'loyalty.ledger': 'Promjene',
    'loyalty.ledgerEmpty': 'Još nemate bodova. Prvi bodovi stižu s prvom isporučenom narudžbom.',
    'loyalty.date': 'Datum',
    'loyalty.change': 'Opis',
    'loyalty.points': 'Bodovi',
    'loyalty.order': 'Narudžba',
    'loyalty.expires': 'Važi do',
    'loyalty.kind.earn': 'Isporučena narudžba',
    'loyalty.kind.reverse': 'Poništeni bodovi (otkazana narudžba)',
    'loyalty.kind.redeem': 'Iskorišteno za popust',
    'loyalty.kind.release': 'Vraćeno (otkazana narudžba)',
    'loyalty.kind.expire': 'Isteklo',
    'loyalty.redeemTitle': 'Loyalty bodovi',
    'loyalty.redeemAvailable':
      'Imate {points, plural, one {# bod} few {# boda} other {# bodova}}. Na ovu narudžbu možete iskoristiti najviše {max}.',
    'loyalty.redeemTooFew':
      'Imate {points, plural, one {# bod} few {# boda} other {# bodova}}. Bodovi se mogu koristiti od {min} naviše.',
    'loyalty.redeemPoints': 'Bodova za popust',
    'loyalty.redeemUse': 'Iskoristi bodove za popust',
    'loyalty.redeemOrderTooSmall':
      'Imate {points, plural, one {# bod} few {# boda} other {# bodova}}, ali bodovima se može platiti najviše polovina vrijednosti artikala: za ovu narudžbu to je manje od {min, plural, one {# boda} few {# boda} other {# bodova}}.',
    'loyalty.pointsUsed': 'Iskorišteno bodova: {points}',
    'loyalty.programmeLink': 'Loyalty program i moji bodovi',
  },
  en: {
    'loyalty.title': 'IT Shop loyalty programme',
    'loyalty.intro': 'Every purchase in our web shop earns you points that you can use for a discount on the next one.',
    'loyalty.howToEarn': 'How you earn points',
    'loyalty.earnRule':
      'Every whole 1 KM of the items total (VAT included, shipping excluded) earns you {points, plural, one {# point} other {# points}}. The points are credited when the order is delivered; if the order is cancelled, they are taken back.',
    'loyalty.consumersOnly':
      'Points are for customers buying for themselves. Orders placed for a company (business accounts) earn no points: companies have their own prices in their price list.',
    'loyalty.howToRedeem': 'How you use points',
    'loyalty.redeemRule':
      '{points, plural, one {# point is} other {# points are}} worth 1 KM of discount. On the payment page you can redeem at least {min, plural, one {# point} other {# points}} and pay at most {percent} % of the items total with points. The points are reserved when you order and returned if the order is cancelled.',
    'loyalty.expiryTitle': 'Expiry',
    'loyalty.expiryRule':
      'Points are valid for {days, plural, one {# day} other {# days}} from the day they are credited. The oldest points are used first.',
    'loyalty.guestsNote': 'Signed-in customers collect points.',
    'loyalty.signIn': 'Sign in to see your points.',
    'loyalty.productTitle': 'Loyalty points: {name}',
    'loyalty.productPoints':
      'Buying this product at its current price of {price} earns you {points, plural, one {# point} other {# points}}.',
    'loyalty.toProduct': 'To the product page',
    'loyalty.programme': 'About the programme',
    'loyalty.yourPoints': 'Your points',
    'loyalty.balance': 'Balance',
    'loyalty.balanceValue': '{points, plural, one {# point} other {# points}} (worth {value})',
    'loyalty.expiringSoon': '{days, plural, one {Expiring within # day} other {Expiring in the next # days}}',
    'loyalty.ledger': 'History',
    'loyalty.ledgerEmpty': 'You have no points yet. The first ones arrive with your first delivered order.',
    'loyalty.date': 'Date',
    'loyalty.change': 'Description',
    'loyalty.points': 'Points',
    'loyalty.order': 'Order',
    'loyalty.expires': 'Valid until',
    'loyalty.kind.earn': 'Delivered order',
    'loyalty.kind.reverse': 'Points taken back (cancelled order)',
    'loyalty.kind.redeem': 'Used for a discount',
    'loyalty.kind.release': 'Returned (cancelled order)',
    'loyalty.kind.expire': 'Expired',
    'loyalty.redeemTitle': 'Loyalty points',
    'loyalty.redeemAvailable':
      'You have {points, plural, one {# point} other {# points}}. You can use at most {max} on this order.',
    'loyalty.redeemTooFew':
      'You have {points, plural, one {# point} other {# points}}. Points can be used from {min} upwards.',
    'loyalty.redeemPoints': 'Points for a discount',
    'loyalty.redeemUse': 'Use points for a discount',
    'loyalty.redeemOrderTooSmall':
      'You have {points, plural, one {# point} other {# points}}, but points can pay for at most half of the items total: on this order that is less than {min, plural, one {# point} other {# points}}.',
    'loyalty.pointsUsed': 'Points used: {points}',
    'loyalty.programmeLink': 'Loyalty programme and my points',
  },
});
