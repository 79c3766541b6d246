import { defineMessages } from './define';

/** Cart, add-to-cart, pro-forma, payment and orders (mf-checkout). */
export const checkoutMessages = defineMessages({
  sr: {
    'cart.title': 'Korpa',
    'cart.empty': 'Vaša korpa je prazna.',
    'cart.items': 'Broj artikala u korpi',
    'cart.added': 'Proizvod uspješno dodan u korpu!',
    'cart.outOfStock': 'Proizvod trenutno nije na stanju!',
  },
  en: {
    'cart.title': 'Cart',
    'cart.empty': 'Your cart is empty.',
    'cart.items': 'Items in the cart',
    'cart.added': 'The product was added to the cart!',
    'cart.outOfStock': 'The product is currently out of stock!',
  },
});
