import { defineMessages } from './define';

export const commonMessages = defineMessages({
  sr: {
    'common.loading': 'Učitavanje...',
    'common.wait': 'Molimo sačekajte...',
    'common.home': 'Početna',
    'common.ok': 'OK',
    'common.close': 'Zatvori',
    'price.vatNote': 'Sve cijene su izražene u konvertibilnim markama (KM) sa uračunatim PDV-om.',
  },
  en: {
    'common.loading': 'Loading...',
    'common.wait': 'Please wait...',
    'common.home': 'Home',
    'common.ok': 'OK',
    'common.close': 'Close',
    'price.vatNote': 'All prices are in convertible marks (KM), VAT included.',
  },
});
