import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Grafičke kartice', 'graficke-kartice'],
    ['Računari i komponente', 'racunari-i-komponente'],
    ['Kućna tehnika', 'kucna-tehnika'],
    ['Đorđe Šćepanović, Žabljak', 'djordje-scepanovic-zabljak'],
    ['ĐAK ČAČAK', 'djak-cacak'],
    [
      'Lenovo ThinkPad E14 Gen 5, Intel Core i5-1335U, 16GB, 512GB SSD',
      'lenovo-thinkpad-e14-gen-5-intel-core-i5-1335u-16gb-512gb-ssd',
    ],
    ["De'Longhi Magnifica S ECAM22.110.B", 'de-longhi-magnifica-s-ecam22-110-b'],
    ['Samsung QE55Q60D 55" QLED 4K', 'samsung-qe55q60d-55-qled-4k'],
    ['  --Ubiquiti   UniFi U6+-- ', 'ubiquiti-unifi-u6'],
    ['Straße Æble Øresund Łódź', 'strasse-aeble-oresund-lodz'],
    ['ĐURĐEVAK', 'djurdjevak'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts at the length given, never ending on a hyphen', () => {
    expect(slugify('Računari i komponente', 9)).toBe('racunari');
    expect(slugify('Računari i komponente', 10)).toBe('racunari-i');
    expect(slugify('Računari i komponente', 200)).toBe('racunari-i-komponente');
  });
});
