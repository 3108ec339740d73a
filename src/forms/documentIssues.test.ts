import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the form engine’s first check of a large document', () => {
  afterEach(() => vi.restoreAllMocks());

  it('derives the warnings in slices the page answers between, then checks whole', async () => {
    const { createFormEngine } = await fresh();
    const large = {
      id: '1.a',
      issuerName: 'Metro',
      textModulesData: Array.from({ length: 40 }, (_, i) => ({ id: `m${i}`, body: `B${i}` })),
    };
    const engine = createFormEngine('transitClass', snapshotsOf(large));
    await engine.ready();
    // A clock that runs 20 ms a reading: every slice ends after one unit.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 20));
    engine.startChecks();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(engine.issues.checked()).toBe(false);
    await vi.waitFor(() => expect(engine.issues.checked()).toBe(true));
    expect(engine.issues.getAll()).toEqual([
      ...validate(large, 'transitClass'),
      ...lint(large, 'transitClass'),
    ]);
  });

  it('checks whole at once when asked now (a host’s validate)', async () => {
    const { createFormEngine } = await fresh();
    const engine = createFormEngine('transitClass', snapshotsOf(document));
    await engine.ready();
    vi.spyOn(performance, 'now').mockImplementation(() => Number.MAX_SAFE_INTEGER);
    engine.startChecks();
    engine.checkNow();
    expect(engine.issues.checked()).toBe(true);
  });
});
