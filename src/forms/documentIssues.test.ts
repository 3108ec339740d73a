import { describe, expect, it, vi } from 'vitest';
import { lint } from '../io/lint';
import { validate } from '../io/validate';
import type { DocumentSnapshots } from './documentSnapshots';

const document = { id: '1.a', issuerName: 'x'.repeat(40) };

/** The modules afresh: the warnings' rules not loaded yet, as on a page's first moments. */
async function fresh() {
  vi.resetModules();
  const [{ documentIssues }, { createFormEngine }] = await Promise.all([
    import('./documentIssues'),
    import('./createFormEngine'),
  ]);
  return { documentIssues, createFormEngine };
}

/** Just what the engine's checks read of the document's store. */
const snapshotsOf = (value: unknown) =>
  ({
    get: () => ({ document: value }),
    subscribe: () => () => undefined,
  }) as unknown as DocumentSnapshots;

describe('documentIssues', () => {
  it('loads the warnings’ rules on demand, and lints with them once they are in', async () => {
    const { documentIssues } = await fresh();
    const sources = documentIssues('transitClass');
    const loading = sources.pending();
    expect(loading).toBeInstanceOf(Promise);
    expect(() => sources.lint(document)).toThrow('before their rules loaded');
    // Validation needs no rules of its own.
    expect(sources.validateAt(document, [])).toEqual(validate(document, 'transitClass'));
    await loading;
    expect(sources.pending()).toBeUndefined();
    expect(sources.lint(document)).toEqual(lint(document, 'transitClass'));
  });
});

describe('the form engine’s first check', () => {
  it('waits for the rules: the document is unchecked until then, then checked whole', async () => {
    const { createFormEngine } = await fresh();
    const engine = createFormEngine('transitClass', snapshotsOf(document));
    engine.startChecks();
    engine.checkNow();
    expect([engine.issues.checked(), engine.issues.getAll()]).toEqual([false, []]);
    await engine.ready();
    engine.checkNow();
    expect(engine.issues.checked()).toBe(true);
    expect(engine.issues.getAll()).toEqual([
      ...validate(document, 'transitClass'),
      ...lint(document, 'transitClass'),
    ]);
  });
});
