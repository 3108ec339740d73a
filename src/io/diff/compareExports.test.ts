import { describe, expect, it } from 'vitest';
import { exportDocument } from '../exportDocument';
import { samples } from '../samples';
import { compareExports } from './compareExports';

type Doc = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);
const offer = samples.offerObject as Doc;
const transit = samples.transitClass as Doc;

/** Google's patch semantics: objects merge field by field, arrays and scalars are replaced. */
function applyPatch(target: unknown, patch: unknown): unknown {
  const isRecord = (v: unknown): v is Doc =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(target) || !isRecord(patch)) return patch;
  const out: Doc = { ...target };
  for (const [key, value] of Object.entries(patch)) out[key] = applyPatch(target[key], value);
  return out;
}

const exported = (doc: unknown, kind: 'offerObject' | 'transitClass') => {
  const result = exportDocument(doc, kind);
  if (!result.ok) throw new Error('edit must keep the document valid');
  return result.value;
};

const edits: [string, 'offerObject' | 'transitClass', Doc, (d: Doc) => void][] = [
  ['a scalar', 'offerObject', offer, (d) => void (d.state = 'EXPIRED')],
  ['an enum spelled differently only', 'offerObject', offer, (d) => void (d.state = 'active')],
  ['a nested value', 'offerObject', offer, (d) => void ((d.barcode as Doc).value = 'NEW-123')],
  [
    'a text module body',
    'offerObject',
    offer,
    (d) => void ((d.textModulesData as Doc[])[0]!.body = 'Changed'),
  ],
  ['a text module removed', 'offerObject', offer, (d) => void (d.textModulesData as Doc[]).pop()],
  ['a field added', 'transitClass', transit, (d) => void (d.hexBackgroundColor = '#123456')],
  [
    'the embedded class',
    'offerObject',
    offer,
    (d) => void ((d.classReference as Doc).title = 'New title'),
  ],
  [
    'two top-level fields',
    'transitClass',
    transit,
    (d) => {
      d.issuerName = 'Other issuer';
      d.transitType = 'BUS';
    },
  ],
];

describe('compareExports and its PATCH body', () => {
  it.each(edits)(
    '%s: the body applied over the old export gives the new one',
    (_, kind, base, edit) => {
      const before = clone(base);
      const after = clone(base);
      edit(after);
      const result = compareExports(before, after, kind);
      if (!result.ok) throw new Error('both versions are valid');
      const oldExport = exported(before, kind);
      const newExport = exported(after, kind);
      if (result.changes.length === 0) {
        expect(newExport).toEqual(oldExport);
        expect(result.patch.body).toBeUndefined();
        return;
      }
      expect(result.patch.inexpressible).toEqual([]);
      const body = result.patch.body!;
      expect(body.id).toBe(base.id);
      for (const key of Object.keys(body)) {
        if (key === 'id' || key === 'classId') continue;
        expect(result.changes.some((c) => c.segments[0] === key)).toBe(true);
      }
      expect(applyPatch(oldExport, body)).toEqual(newExport);
    },
  );

  it.each([
    ['a top-level field', (d: Doc) => delete d.barcode, '/barcode'],
    [
      'a field of a nested object',
      (d: Doc) => delete (d.barcode as Doc).alternateText,
      '/barcode/alternateText',
    ],
  ])('says PATCH cannot remove %s, and makes no body', (_, edit, path) => {
    const after = clone(offer);
    edit(after);
    const result = compareExports(offer, after, 'offerObject');
    if (!result.ok) throw new Error('valid');
    expect(result.patch.body).toBeUndefined();
    expect(result.patch.inexpressible.map((c) => c.path)).toEqual([path]);
  });

  it('lists changes with their kind and values', () => {
    const after = clone(transit);
    after.issuerName = 'Other issuer';
    const result = compareExports(transit, after, 'transitClass');
    expect(result.ok && result.changes).toEqual([
      {
        path: '/issuerName',
        segments: ['issuerName'],
        change: 'changed',
        before: transit.issuerName,
        after: 'Other issuer',
      },
    ]);
  });

  it('an invalid side is reported, not compared', () => {
    const result = compareExports(offer, { ...offer, state: 'nope' }, 'offerObject');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.side).toBe('after');
  });
});
