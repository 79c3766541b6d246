import { foldForSearch } from './normalize';

describe('foldForSearch', () => {
  it.each([
    ['Čelik', 'celik'],
    ['ćevap', 'cevap'],
    ['Šator', 'sator'],
    ['Žica', 'zica'],
    ['Đorđe', 'dorde'],
    ['Djordje', 'dorde'],
    ['dordje', 'dorde'],
  ])('%s folds to %s', (word, folded) => {
    expect(foldForSearch(word)).toBe(folded);
  });
});
