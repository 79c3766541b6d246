import type { CompareItem } from '@shop/shared/contracts';
import { comparisonRows } from './comparisonRows';

const item = (id: number, specifications: Record<string, string>): CompareItem => ({
  id_proizvoda: id,
  id_podkategorije: 1,
  slug: `p-${id}`,
  naziv: `P ${id}`,
  url_slike: `/slike/p-${id}.svg`,
  kolicina: 1,
  trenutna_cijena: 100,
  prodajna_cijena_sa_pdv: 100,
  naAkciji: 0,
  specifikacije: Object.entries(specifications).map(([naziv, vrijednost]) => ({ naziv, vrijednost })),
});

describe('comparison rows', () => {
  it('spans the union of specification names and marks rows that differ', () => {
    const rows = comparisonRows([
      item(1, { Procesor: 'i5', RAM: '8 GB' }),
      item(2, { Procesor: 'i5', RAM: '16 GB', Disk: '1 TB' }),
    ]);
    expect(rows).toEqual([
      { name: 'Procesor', values: ['i5', 'i5'], differs: false },
      { name: 'RAM', values: ['8 GB', '16 GB'], differs: true },
      { name: 'Disk', values: [null, '1 TB'], differs: true },
    ]);
  });

  it('has no differences with a single item, and no rows with none', () => {
    expect(comparisonRows([item(1, { RAM: '8 GB' })])).toEqual([{ name: 'RAM', values: ['8 GB'], differs: false }]);
    expect(comparisonRows([])).toEqual([]);
  });
});
