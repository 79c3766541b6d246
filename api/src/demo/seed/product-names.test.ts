import { UniqueNames } from './product-names';

const specs = (pairs: Record<string, string>) => Object.entries(pairs).map(([name, value]) => ({ name, value }));

describe('UniqueNames', () => {
  it('keeps a new name as it is', () => {
    expect(new UniqueNames().nameFor('HP USB-C punjač 65W', specs({ Boja: 'Crna' }))).toBe('HP USB-C punjač 65W');
  });

  it('tells a repeated name apart by what differs: the colour first, then other short values', () => {
    const names = new UniqueNames();
    names.nameFor('Dell Dock WD19S', specs({ Boja: 'Crna', Napajanje: '130 W' }));
    expect(names.nameFor('Dell Dock WD19S', specs({ Boja: 'Siva', Napajanje: '130 W' }))).toBe('Dell Dock WD19S, Siva');
    expect(names.nameFor('Dell Dock WD19S', specs({ Boja: 'Crna', Napajanje: '180 W' }))).toBe(
      'Dell Dock WD19S, 180 W',
    );
    expect(names.nameFor('Dell Dock WD19S', specs({ Boja: 'Siva', Napajanje: '180 W' }))).toBe(
      'Dell Dock WD19S, Siva, 180 W',
    );
  });

  it('skips yes/no answers, long values and values already in the name', () => {
    const names = new UniqueNames();
    const same = specs({ Original: 'Da', Kompatibilnost: 'HP LaserJet Pro M404, MFP M428', Tip: 'Toner' });
    names.nameFor('HP 59A Toner', same);
    expect(names.nameFor('HP 59A Toner', same)).toBe('HP 59A Toner, serija 2');
  });

  it('numbers identical products in series, never reusing a name', () => {
    const names = new UniqueNames();
    const given = Array.from({ length: 5 }, () => names.nameFor('Canon GI-41', []));
    expect(given).toEqual([
      'Canon GI-41',
      'Canon GI-41, serija 2',
      'Canon GI-41, serija 3',
      'Canon GI-41, serija 4',
      'Canon GI-41, serija 5',
    ]);
  });
});
