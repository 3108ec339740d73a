import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { introspect } from '../schema/introspect';
import { offerObjectSchema } from '../schema/offerObject';
import { describeIssue } from './describeIssue';

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
