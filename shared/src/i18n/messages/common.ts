import { defineMessages } from './define';

export const commonMessages = defineMessages({
  sr: {
    'common.loading': 'Učitavanje...',
    'common.wait': 'Molimo sačekajte...',
    'common.home': 'Početna',
    'common.ok': 'OK',
    'common.close': 'Zatvori',
    'price.vatNote': 'Sve cijene su izražene u konvertibilnim markama (KM) sa uračunatim PDV-om.',
    'quantity.label': 'Količina',
    'quantity.decrease': 'Smanji količinu',
    'quantity.increase': 'Povećaj količinu',
    'quantity.inStockLimit': 'Raspoloživo: {n}',
  },
  en: {
    'common.loading': 'Loading...',
    'common.wait': 'Please wait...',
    'common.home': 'Home',
    'common.ok': 'OK',
    'common.close': 'Close',
    'price.vatNote': 'All prices are in convertible marks (KM), VAT included.',
    'quantity.label': 'Quantity',
    'quantity.decrease': 'Decrease quantity',
    'quantity.increase': 'Increase quantity',
    'quantity.inStockLimit': 'In stock: {n}',
  },
});
