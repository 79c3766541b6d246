import {
  formatKm,
  formatSpecifications,
  parseDecimal,
  parseFlag,
  parseInteger,
  parseSpecifications,
  readHeader,
} from './product-csv';

describe('the product CSV cells', () => {
  it('reads prices as people type them in BiH, and writes them back with a decimal comma', () => {
    expect(parseDecimal('1299,90')).toBe(1299.9);
    expect(parseDecimal('1299.90')).toBe(1299.9);
    expect(parseDecimal('1.299,90')).toBe(1299.9);
    expect(parseDecimal('1,299.90')).toBe(1299.9);
    expect(parseDecimal('1 299,90')).toBe(1299.9);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('dvjesto')).toBeNaN();
    expect(parseDecimal('12,5 KM')).toBeNaN();
    expect(formatKm(129_990)).toBe('1299,90');
    expect(formatKm(5)).toBe('0,05');
    expect(formatKm(null)).toBe('');
  });

  it('reads whole numbers and flags, refusing anything else', () => {
    expect(parseInteger(' 12 ')).toBe(12);
    expect(parseInteger('2,5')).toBeNaN();
    expect(parseInteger('')).toBeNull();
    expect(['1', 'da', 'Yes', 'true'].map(parseFlag)).toEqual([true, true, true, true]);
    expect(['0', 'ne', 'no', ''].map(parseFlag)).toEqual([false, false, false, false]);
    expect(parseFlag('možda')).toBeNull();
  });

  it('keeps specifications in order, and any text survives a round trip (`;` and `\\` escaped)', () => {
    const specifications = [
      { name: 'Procesor', value: 'Intel i5; 4 jezgra' },
      { name: 'Putanja', value: 'C:\\Windows' },
      { name: 'Težina', value: '1,2 kg' },
    ];
    expect(parseSpecifications(formatSpecifications(specifications))).toEqual(specifications);
    expect(parseSpecifications('RAM: 16 GB;  ; Disk: 512 GB')).toEqual([
      { name: 'RAM', value: '16 GB' },
      { name: 'Disk', value: '512 GB' },
    ]);
    expect(parseSpecifications('')).toEqual([]);
    expect(parseSpecifications('RAM 16 GB')).toBeNull();
  });

  it('takes the header in any order, names missing and unknown columns', () => {
    const all = [
      'naziv',
      'kod_proizvoda',
      'slug',
      'kratak_opis',
      'barkod',
      'naziv_proizvodjaca',
      'kategorija',
      'podkategorija',
      'prodajna_cijena_sa_pdv',
      'akcijska_cijena_sa_pdv',
      'naAkciji',
      'kolicina',
      'garancija',
      'label',
      'color',
      'specifikacije',
    ];
    const read = readHeader(all);
    expect('header' in read && read.header.get('kod_proizvoda')).toBe(1);
    expect(readHeader(all.filter((column) => column !== 'barkod'))).toEqual({
      error: 'IMPORT_MISSING_COLUMNS',
      columns: ['barkod'],
    });
    expect(readHeader([...all, 'boja'])).toEqual({ error: 'IMPORT_UNKNOWN_COLUMNS', columns: ['boja'] });
  });
});
