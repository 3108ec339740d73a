import { beforeAll, describe, expect, it } from 'vitest';
import { loadLinter } from '../io/loadLinter';
import { validate } from '../io/validate';
import { introspect, resourceSchemas } from '../schema';
import { changedSubtree } from './changedSubtree';
import { documentIssues } from './documentIssues';
import { createIssueStore } from './issueStore';

// The warnings' rules are in, as in an editor after its first moments (documentIssues.test.ts).
beforeAll(async () => {
  await loadLinter();
});

const root = introspect(resourceSchemas.transitClass);
const rows = (headers: string[]) => headers.map((header, i) => ({ id: `m${i}`, header }));
const long = 'x'.repeat(40);

type Edit = [name: string, change: (document: Record<string, unknown>) => void];

const errorsOf = (issues: readonly { severity: string; path: string; message: string }[]) =>
  issues
    .filter((issue) => issue.severity === 'error')
    .map((issue) => `${issue.path} ${issue.message}`)
    .sort();

describe('IssueStore.updateAt', () => {
  it.each<[string, Edit]>([
    [
      'a row gets an error',
      [
        'textModulesData.1.header',
        (d) => ((d.textModulesData as { header: string }[])[1]!.header = long),
      ],
    ],
    [
      'a row loses its error',
      [
        'textModulesData.0.header',
        (d) => ((d.textModulesData as { header: string }[])[0]!.header = 'Short'),
      ],
    ],
    ['a row is removed', ['textModulesData', (d) => (d.textModulesData as unknown[]).splice(0, 1)]],
    [
      'a top-level field gets an error',
      ['hexBackgroundColor', (d) => (d.hexBackgroundColor = 'green')],
    ],
    ['a required field is emptied', ['id', (d) => delete d.id]],
  ])('%s: the subtree update leaves the errors a whole validation finds', (_, [name, change]) => {
    const document: Record<string, unknown> = {
      id: '1.a',
      textModulesData: rows([long, 'Fine', 'Also fine']),
      messages: [{ id: 'n', header: long }],
    };
    const store = createIssueStore(documentIssues('transitClass'));
    store.update(document);
    change(document);
    store.updateAt(document, changedSubtree(root, name));
    expect(errorsOf(store.getAll())).toEqual(errorsOf(validate(document, 'transitClass')));
  });

  it('keeps the arrays of fields whose issues did not change', () => {
    const document = { id: '1.a', textModulesData: rows([long, long]) };
    const store = createIssueStore(documentIssues('transitClass'));
    store.update(document);
    const untouched = store.getAt('textModulesData.1.header');
    document.textModulesData[0]!.header = 'Short';
    store.updateAt(document, ['textModulesData', 0]);
    expect(store.getAt('textModulesData.0.header')).toEqual([]);
    expect(store.getAt('textModulesData.1.header')).toBe(untouched);
  });
});

describe('IssueStore.checked', () => {
  it('is false, with no issues, until the whole document is checked once', () => {
    const store = createIssueStore(documentIssues('transitClass', () => ({})));
    const document = { id: '1.a', textModulesData: rows([long]) };
    expect([store.checked(), store.getAll()]).toEqual([false, []]);
    // A subtree checked before the whole document does not make it checked.
    store.updateAt(document, ['textModulesData', 0]);
    expect(store.checked()).toBe(false);
    store.update(document);
    expect(store.checked()).toBe(true);
    expect(errorsOf(store.getAll())).toEqual(errorsOf(validate(document, 'transitClass')));
  });
});
