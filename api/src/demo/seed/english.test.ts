import { DEMO_CATALOG } from './catalog';
import {
  DEMO_ENGLISH_TERMS,
  ENGLISH_CATEGORY_NAMES,
  ENGLISH_PROMOTION_NAMES,
  ENGLISH_SUBCATEGORY_NAMES,
} from './english';
import { DEMO_PROMOTIONS } from './promotions';

const subcategories = DEMO_CATALOG.flatMap((category) => category.subcategories);
const terms = new Map(DEMO_ENGLISH_TERMS.map((term) => [term.serbian, term.english]));

describe("the demo catalogue's English", () => {
  it('names every category, subcategory and promotion, and nothing else', () => {
    expect(Object.keys(ENGLISH_CATEGORY_NAMES).sort()).toEqual(DEMO_CATALOG.map((c) => c.slug).sort());
    expect(Object.keys(ENGLISH_SUBCATEGORY_NAMES).sort()).toEqual(subcategories.map((s) => s.slug).sort());
    expect(Object.keys(ENGLISH_PROMOTION_NAMES).sort()).toEqual(DEMO_PROMOTIONS.map((p) => p.slug).sort());
  });

  it('translates every specification name, yes/no and the colours', () => {
    const names = subcategories.flatMap((sub) => [
      ...sub.specs.map((option) => option.name),
      ...sub.models.flatMap((model) => Object.keys(model.specs ?? {})),
    ]);
    expect(names.filter((name) => !terms.has(name))).toEqual([]);
    expect(['Da', 'Ne', 'Crna', 'Bijela'].map((word) => terms.get(word))).toEqual(['Yes', 'No', 'Black', 'White']);
  });
});
