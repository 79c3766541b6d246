import { foldForSearch } from './normalize';
import { stem } from './stem';

const stemOf = (word: string) => stem(foldForSearch(word));

describe('stem (Serbian, Croatian and Bosnian Latin, folded)', () => {
  it.each([
    ['laptop', ['laptopi', 'laptopa', 'laptope', 'laptopom', 'laptopima', 'laptops']],
    ['miš', ['miša', 'mišu', 'mišem', 'miševi', 'miševa', 'miševima', 'mis', 'misevi']],
    ['slušalice', ['slušalica', 'slušalicu', 'slušalicama', 'slusalice', 'slusalica']],
    ['tastatura', ['tastature', 'tastaturu', 'tastaturi', 'tastaturama', 'tastatura']],
    ['mašina', ['mašine', 'mašinu', 'mašinama', 'masine', 'masina']],
    ['štampač', ['štampači', 'štampača', 'štampačima', 'stampac', 'stampaci']],
    ['zvučnik', ['zvučnici', 'zvučnika', 'zvučnike', 'zvucnicima']],
    ['kabl', ['kabla', 'kablovi', 'kablova', 'kablovima']],
    ['sat', ['sata', 'satovi', 'satova']],
    ['svič', ['svičevi', 'sviča', 'svicevi']],
    ['ranac', ['ranca', 'rančevi', 'rancevi']],
    ['uređaj', ['uređaji', 'uređaja', 'uredaj', 'uredjaji']],
    ['mobilni', ['mobilna', 'mobilne', 'mobilnog', 'mobilnom', 'mobilnih', 'mobilnim']],
    ['bežični', ['bežična', 'bežične', 'bezicni', 'bežičnih']],
    ['televizor', ['televizori', 'televizora', 'televizorima']],
    ['printer', ['printeri', 'printera', 'printers']],
    ['headphone', ['headphones']],
    ['switch', ['switches']],
  ])('%s and its forms meet', (base, forms) => {
    for (const form of forms) expect([form, stemOf(form)]).toEqual([form, stemOf(base)]);
  });

  it('leaves words with digits, short words and Serbian words in -is/-us alone', () => {
    expect(stemOf('i7')).toBe('i7');
    expect(stemOf('16GB')).toBe('16gb');
    expect(stemOf('tv')).toBe('tv');
    expect(stemOf('ups')).toBe('ups');
    expect(stemOf('servis')).toBe('servis');
    expect(stemOf('autobus')).toBe('autobus');
  });

  it('keeps different words apart', () => {
    expect(stemOf('monitor')).not.toBe(stemOf('mobitel'));
    expect(stemOf('laptop')).not.toBe(stemOf('laser'));
    expect(stemOf('kartica')).not.toBe(stemOf('kamera'));
  });
});
