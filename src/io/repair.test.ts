import { describe, expect, it } from 'vitest';
import { repair } from './repair';
import { validate } from './validate';

describe('repair', () => {
  it('removes unknown properties, each listed with its path', () => {
    const document = {
      id: '1.a',
      foo: 1,
      logo: { sourceUri: { uri: 'https://a.example/l.png', kind: 'walletobjects#uri' } },
    };
    const result = repair(document, 'transitClass');
    expect(result.document).toEqual({
      id: '1.a',
      logo: { sourceUri: { uri: 'https://a.example/l.png' } },
    });
    expect(result.changes.map((c) => [c.path, c.message])).toEqual([
      ['/foo', 'Removed unknown property “foo” — Transit class has no such field'],
      ['/logo/sourceUri/kind', 'Removed unknown property “kind” — Image URI has no such field'],
    ]);
  });

  it('removes a deprecated field that fails validation, such as class locations as a list', () => {
    const document = { id: '1.a', locations: [{ latitude: 1, longitude: 2 }], version: '1' };
    const result = repair(document, 'transitClass');
    expect(result.document).toEqual({ id: '1.a', version: '1' });
    expect(result.changes).toEqual([
      expect.objectContaining({
        path: '/locations',
        message:
          'Removed deprecated field “Location”: expected an object, not a list; export drops it anyway',
      }),
    ]);
    expect(validate(result.document, 'transitClass')).toEqual([]);
  });

  it('keeps a deprecated field once its unknown properties are gone', () => {
    const result = repair(
      { id: '1.a', locations: { latitude: 1, longitude: 2, altitude: 3 } },
      'transitClass',
    );
    expect(result.document).toEqual({ id: '1.a', locations: { latitude: 1, longitude: 2 } });
    expect(result.changes.map((c) => c.path)).toEqual(['/locations/altitude']);
  });

  it('leaves other errors for the user and does not touch the input', () => {
    const document = { id: 5, issuerName: 'A' };
    expect(repair(document, 'transitClass')).toEqual({
      document: { id: 5, issuerName: 'A' },
      changes: [],
      kept: [],
    });
  });

  it('never removes a field another kind has: an offer class forced into an offer object', () => {
    const offerClass = {
      id: '1.c',
      classId: '1.c',
      issuerName: 'Kaffeehaus',
      title: '20% off',
      provider: 'Kaffeehaus',
      titleImage: { sourceUri: { uri: 'https://a.example/t.png' } },
      helpUri: { uri: 'https://a.example/help' },
      localizedDetails: { defaultValue: { language: 'en', value: 'Details' } },
      foo: 1,
    };
    const result = repair(offerClass, 'offerObject');
    expect(result.kept).toEqual([
      'issuerName',
      'title',
      'provider',
      'titleImage',
      'helpUri',
      'localizedDetails',
    ]);
    expect(result.changes.map((c) => c.path)).toEqual(['/foo']);
    expect(result.document).toMatchObject({ title: '20% off', provider: 'Kaffeehaus' });
  });
});
