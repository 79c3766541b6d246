import { buildPath } from './index';

describe('buildPath', () => {
  it('percent-encodes diacritics, commas and slashes in parameters', () => {
    expect(buildPath('/api/proizvod/:name', { name: 'Televizori, audio/video č' })).toBe(
      '/api/proizvod/Televizori%2C%20audio%2Fvideo%20%C4%8D',
    );
  });

  it('leaves paths without parameters alone', () => {
    expect(buildPath('/api/getUser')).toBe('/api/getUser');
  });
});
