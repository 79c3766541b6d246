import { pageUrlOf } from './page-cache-key';

describe('pageUrlOf', () => {
  it('drops tracking parameters, so a campaign link is served from the cached page', () => {
    expect(pageUrlOf('/proizvod/laptop?utm_source=facebook&utm_medium=cpc&fbclid=IwAR0')).toBe('/proizvod/laptop');
    expect(pageUrlOf('/?gclid=abc')).toBe('/');
    expect(pageUrlOf('/o-nama')).toBe('/o-nama');
  });

  it("keeps a listing's filters, sort and page and the search term, in one order", () => {
    expect(pageUrlOf('/webshop/laptopi?utm_source=x&stranica=2&sort=naziv&proizvodjac=3,7')).toBe(
      '/webshop/laptopi?proizvodjac=3%2C7&sort=naziv&stranica=2',
    );
    expect(pageUrlOf('/webshop/laptopi?sort=naziv&stranica=2')).toBe(
      pageUrlOf('/webshop/laptopi?stranica=2&sort=naziv'),
    );
    expect(pageUrlOf('/pretraga?fbclid=1&search=ssd%20disk')).toBe('/pretraga?search=ssd+disk');
    expect(pageUrlOf('/pretraga?search=ssd&utm_source=x&podkategorija=4')).toBe('/pretraga?podkategorija=4&search=ssd');
  });

  it('tells different listings apart', () => {
    expect(pageUrlOf('/webshop/laptopi?akcija=1')).not.toBe(pageUrlOf('/webshop/laptopi?na_stanju=1'));
    expect(pageUrlOf('/webshop/laptopi?stranica=2')).not.toBe(pageUrlOf('/webshop/laptopi'));
  });
});
