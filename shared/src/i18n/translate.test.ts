import { en, sr } from './dictionaries';
import { translate } from './translate';

describe('translate', () => {
  it('uses the spec texts for the wait alert', () => {
    expect(translate('sr', 'common.wait')).toBe('Molimo sačekajte...');
    expect(translate('en', 'common.wait')).toBe('Please wait...');
  });

  it('has an English text for every Serbian key, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sr).sort());
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('');
  });
});

describe('translate with a key this build does not know', () => {
  it('answers the key instead of crashing', () => {
    expect(translate('en', 'not.a.key' as never, { n: 1 })).toBe('not.a.key');
  });
});
