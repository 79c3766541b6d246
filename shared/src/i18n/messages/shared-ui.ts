import { defineMessages } from './define';

/**
 * The texts of @shop/shared's own components and cart alerts (product card, totals, availability, back-in-stock form),
 * which any remote may render: the shell registers them with the other shared groups (../sharedMessages.ts).
 */
export const sharedUiMessages = defineMessages({
  sr: {
    'card.addToCart': 'Dodaj u korpu',
    'cart.added': 'Proizvod uspješno dodan u korpu!',
    'cart.view': 'Pogledaj korpu',
    'cart.outOfStock': 'Proizvod trenutno nije na stanju!',
    'cart.subtotal': 'Međuzbir',
    'cart.vatIncluded': 'Uključen PDV (17\u00A0%)',
    'cart.shipping': 'Dostava',
    'cart.total': 'Ukupno za platiti',
    'loyalty.discount': 'Popust (loyalty bodovi)',
    'product.available': 'Dostupno online',
    'product.unavailable': 'Nedostupno',
    'stockNotify.open': 'Obavijesti me',
    'stockNotify.intro': 'Pošaljite nam email i javićemo Vam čim proizvod ponovo bude na stanju.',
    'stockNotify.email': 'Vaš email',
    'stockNotify.submit': 'Obavijesti me kad stigne',
    'stockNotify.done': 'Javićemo Vam na {email} kada proizvod ponovo bude na stanju.',
  },
  en: {
    'card.addToCart': 'Add to cart',
    'cart.added': 'The product was added to the cart!',
    'cart.view': 'View cart',
    'cart.outOfStock': 'The product is currently out of stock!',
    'cart.subtotal': 'Subtotal',
    'cart.vatIncluded': 'VAT included (17\u00A0%)',
    'cart.shipping': 'Shipping',
    'cart.total': 'Total to pay',
    'loyalty.discount': 'Discount (loyalty points)',
    'product.available': 'Available online',
    'product.unavailable': 'Unavailable',
    'stockNotify.open': 'Notify me',
    'stockNotify.intro': 'Leave your email and we will let you know as soon as it is back in stock.',
    'stockNotify.email': 'Your email',
    'stockNotify.submit': 'Notify me when available',
    'stockNotify.done': 'We will email {email} when this product is back in stock.',
  },
});
