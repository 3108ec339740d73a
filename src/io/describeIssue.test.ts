import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { introspect } from '../schema/introspect';
import { offerObjectSchema } from '../schema/offerObject';
import { describeIssue } from './describeIssue';
import { validate } from './validate';

const root = introspect(offerObjectSchema);

describe('describeIssue', () => {
  it('reads the same inside a zod error map, as the forms use it', () => {
    const result = offerObjectSchema.safeParse(
      { id: '1.a', classId: '1.b', locations: [{ latitude: 91, longitude: 0 }] },
      { error: (issue) => describeIssue(issue, root) },
    );
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Latitude must be between -90 and 90; it is 91',
    ]);
  });

  it('names a list of unknown properties', () => {
    const message = describeIssue(
      { code: 'unrecognized_keys', keys: ['a', 'b'], path: ['barcode'] },
      root,
    );
    expect(message).toBe('Unknown properties “a”, “b” — Barcode has no such field');
  });

  it('falls back to zod’s message for an issue it has no sentence for', () => {
    const issue = z
      .string()
      .refine(() => false, 'Custom rule broken')
      .safeParse('x').error?.issues[0];
    expect(issue && describeIssue(issue, root)).toBe('Custom rule broken');
  });

  it('shortens a huge quoted value', () => {
    const message = describeIssue(
      { code: 'invalid_value', path: ['state'], input: 'x'.repeat(10_000) },
      root,
    );
    expect(message.length).toBeLessThan(200);
  });
});

describe('describeIssue: Google’s shapes the spec does not take', () => {
  const offer = { id: '1.a', classId: '1.b' };
  const vam = { header: { defaultValue: { language: 'en', value: 'H' } } };
  it.each([
    [
      'a list of value-added modules on an object',
      'offerObject',
      { ...offer, valueAddedModuleData: [vam, vam] },
      '/valueAddedModuleData',
      'Google’s API sends a list of value-added modules here; this spec takes one',
    ],
    [
      'a list of value-added modules on an embedded class',
      'offerObject',
      { ...offer, classReference: { id: '1.b', valueAddedModuleData: [vam] } },
      '/classReference/valueAddedModuleData',
      'Google’s API sends a list of value-added modules here; this spec takes one',
    ],
    [
      'a list of locations on a transit class',
      'transitClass',
      { id: '1.t', locations: [{ latitude: 1, longitude: 2 }] },
      '/locations',
      'Google’s API sends a list of locations here; this spec takes one',
    ],
    [
      'merchant locations on an offer class',
      'offerClass',
      { id: '1.c', merchantLocations: [{ latitude: 1, longitude: 2 }] },
      '/merchantLocations',
      'Google’s API has merchant locations here; this spec has no such field',
    ],
  ] as const)('%s', (_name, kind, document, path, message) => {
    const issues = validate(document, kind);
    expect(issues).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('names Google’s field apart from the unknown ones, container and all', () => {
    const message = describeIssue(
      { code: 'unrecognized_keys', keys: ['merchantLocations', 'colour'], path: [] },
      root,
    );
    expect(message).toBe(
      'Google’s API has merchant locations here; this spec has no such field; Unknown property “colour” — Offer object has no such field',
    );
  });

  it('keeps “Expected an object” where Google has no list either', () => {
    const [issue] = validate({ ...offer, barcode: [] }, 'offerObject');
    expect(issue?.message).toBe('Expected an object, not a list');
  });
});
