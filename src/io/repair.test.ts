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

  it('removes a deprecated field that fails validation', () => {
    const document = { id: '1.a', locations: { latitude: 91, longitude: 2 }, version: '1' };
    const result = repair(document, 'transitClass');
    expect(result.document).toEqual({ id: '1.a', version: '1' });
    expect(result.changes).toEqual([
      expect.objectContaining({
        path: '/locations',
        message:
          'Removed deprecated field “Location”: latitude must be between -90 and 90; it is 91; export drops it anyway',
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

  describe('Google’s shapes', () => {
    const point = (latitude: number) => ({ latitude, longitude: 2 });
    const vam = (value: string) => ({ header: { defaultValue: { language: 'en', value } } });

    it('keeps the first of Google’s value-added modules and lists the rest to copy', () => {
      const document = {
        id: '1.o',
        classId: '1.c',
        valueAddedModuleData: [vam('A'), vam('B'), vam('C')],
      };
      const result = repair(document, 'offerObject');
      expect(result.document).toEqual({
        id: '1.o',
        classId: '1.c',
        valueAddedModuleData: vam('A'),
      });
      expect(result.changes).toEqual([
        {
          path: '/valueAddedModuleData',
          segments: ['valueAddedModuleData'],
          message:
            'Kept the first of 3 value-added modules from Google’s list: this spec takes one; the other 2 are below, to copy',
          removed: [vam('B'), vam('C')],
          copy: 'value-added modules 2 to 3',
        },
      ]);
      expect(validate(result.document, 'offerObject')).toEqual([]);
    });

    it('does the same inside an embedded class, and for a class’s locations', () => {
      const document = {
        id: '1.o',
        classId: '1.c',
        classReference: { id: '1.c', locations: [point(1), point(3)] },
      };
      const result = repair(document, 'offerObject');
      expect(result.document).toEqual({
        ...document,
        classReference: { id: '1.c', locations: point(1) },
      });
      expect(result.changes.map((c) => [c.path, c.removed, c.copy])).toEqual([
        ['/classReference/locations', [point(3)], 'location 2 of 2'],
      ]);
    });

    it('takes a list of one without anything to copy, and an empty list away', () => {
      const one = repair(
        { id: '1.t', valueAddedModuleData: [vam('A')], locations: [] },
        'transitClass',
      );
      expect(one.document).toEqual({ id: '1.t', valueAddedModuleData: vam('A') });
      expect(one.changes.map((c) => [c.message, c.copy])).toEqual([
        ['Took the one value-added module out of Google’s list: this spec takes one', undefined],
        ['Removed an empty list of locations: this spec takes one', undefined],
      ]);
    });

    it('removes merchant locations, listed to copy', () => {
      const result = repair({ id: '1.t', merchantLocations: [point(5)] }, 'transitClass');
      expect(result.document).toEqual({ id: '1.t' });
      expect(result.changes).toEqual([
        expect.objectContaining({
          path: '/merchantLocations',
          message:
            'Removed merchant locations: Google’s API has them, this spec has no such field; they are below, to copy',
          removed: [point(5)],
          copy: 'merchant locations',
        }),
      ]);
    });

    it('leaves an offer object’s own list of locations alone: the spec takes a list there', () => {
      const document = { id: '1.o', classId: '1.c', locations: [point(1), point(2)] };
      expect(repair(document, 'offerObject')).toEqual({ document, changes: [], kept: [] });
    });
  });
});
