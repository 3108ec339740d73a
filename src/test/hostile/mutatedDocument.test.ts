import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { introspect } from '../../schema/introspect';
import { resourceKinds, resourceSchemas, type ResourceKind } from '../../schema/resources';
import { exportDocument } from '../../io/exportDocument';
import { lint } from '../../io/lint';
import { parse } from '../../io/parse';
import { repair } from '../../io/repair';
import { samples } from '../../io/samples';
import { arbitraryDocument } from '../io/arbitraryDocument';
import { expectWellFormedIssues } from './expectWellFormedIssues';
import { mutatedDocument } from './mutatedDocument';

// Generous per-test timeouts: the machine is shared, and no figure here is a speed target.
const TIMEOUT = 30_000;

/** What the editor does with whatever parse returned: none of it may throw. */
function runDownstream(document: unknown): void {
  for (const kind of resourceKinds) {
    const exported = exportDocument(document, kind);
    expect(typeof exported.ok).toBe('boolean');
    const repaired = repair(document, kind);
    expect(Array.isArray(repaired.changes)).toBe(true);
    expect(typeof exportDocument(repaired.document, kind).ok).toBe('boolean');
    expect(Array.isArray(lint(document, kind))).toBe(true);
  }
}

describe('mutated documents: parse never throws and every issue says where', () => {
  it.each(resourceKinds)(
    'mutated %s samples and generated documents',
    (kind: ResourceKind) => {
      const base = fc.oneof(
        fc.constant(samples[kind]),
        arbitraryDocument(introspect(resourceSchemas[kind])),
      );
      fc.assert(
        fc.property(mutatedDocument(base), fc.boolean(), (mutated, pretty) => {
          const text = pretty ? JSON.stringify(mutated, null, 2) : JSON.stringify(mutated);
          for (const given of [kind, undefined]) {
            const result = parse(text, given);
            expectWellFormedIssues(result, text);
            runDownstream(result.document);
          }
        }),
        { numRuns: 15 },
      );
    },
    TIMEOUT,
  );

  it(
    'a document that parse accepts exports as compliant JSON',
    () => {
      fc.assert(
        fc.property(mutatedDocument(fc.constant(samples.offerObject)), (mutated) => {
          const result = parse(JSON.stringify(mutated), 'offerObject');
          fc.pre(!result.issues.some((issue) => issue.severity === 'error'));
          expect(exportDocument(result.document, 'offerObject').ok).toBe(true);
        }),
        { numRuns: 10 },
      );
    },
    TIMEOUT,
  );
});
