import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { introspect } from '../schema/introspect';
import { resourceKinds, resourceSchemas } from '../schema/resources';
import { exportDocument } from './exportDocument';
import { parse } from './parse';
import { arbitraryDocument } from '../test/io/arbitraryDocument';
import { validate } from './validate';

function exportJson(document: unknown, kind: (typeof resourceKinds)[number]): string {
  const result = exportDocument(document, kind);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.message}`).join('\n'));
  return result.json;
}

describe('round trip: export(parse(export(x))) === export(x)', () => {
  it.each(resourceKinds)(
    '%s',
    (kind) => {
      const documents = arbitraryDocument(introspect(resourceSchemas[kind]));
      fc.assert(
        fc.property(documents, (document) => {
          expect(validate(document, kind)).toEqual([]);
          const once = exportJson(document, kind);
          const parsed = parse(once, kind);
          expect(parsed.issues.filter((i) => i.severity === 'error')).toEqual([]);
          expect(exportJson(parsed.document, kind)).toBe(once);
        }),
        { numRuns: 100 },
      );
      // Generous: the machine is shared, and fast-check warms up on the first property.
    },
    30_000,
  );
});
