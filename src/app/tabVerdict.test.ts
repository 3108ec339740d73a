import { describe, expect, it } from 'vitest';
import { loadSyntaxDescriber } from './drafts/syntaxProblem';
import { tabVerdict } from './tabVerdict';

describe('tabVerdict', () => {
  it.each([
    ['no counts yet', undefined, { text: 'Checking…', tone: 'checking' }],
    ['errors', { errors: 2, warnings: 3 }, { text: '2 errors · 3 Google warnings', tone: 'error' }],
    ['warnings', { errors: 0, warnings: 1 }, { text: 'Valid · 1 Google warning', tone: 'warning' }],
    ['neither', { errors: 0, warnings: 0 }, { text: 'Ready', tone: 'ready' }],
  ])('a document with %s', (_, counts, expected) => {
    expect(tabVerdict({ id: 'a' }, counts)).toEqual(expected);
  });

  it('says where kept JSON text breaks, once it knows, whatever the counts', async () => {
    const draft = { id: 'broken', rawText: '{\n  "id": ' };
    // Before its describer is in (another test of this worker may have loaded it already).
    const before = tabVerdict(draft, { errors: 0, warnings: 0 });
    expect([before.text.startsWith('JSON syntax error'), before.tone]).toEqual([true, 'error']);
    await loadSyntaxDescriber();
    expect(tabVerdict(draft, undefined)).toEqual({
      text: 'JSON syntax error at 2:9',
      tone: 'error',
    });
  });

  it('reads kept text that parses as no syntax problem', () => {
    expect(tabVerdict({ id: 'fine', rawText: '{}' }, { errors: 0, warnings: 0 }).tone).toBe(
      'ready',
    );
  });
});
