import { beforeAll, describe, expect, it, vi } from 'vitest';
import { syntaxErrorLabel } from '../../io';
import type { Draft } from '../../storage';
import { draftSyntaxProblem, loadSyntaxDescriber, openedDraft } from './syntaxProblem';

const draft = (rawText?: string, id = 'd1'): Draft => ({
  id,
  kind: 'transitClass',
  name: '',
  document: { id: '1.parsed' },
  ...(rawText === undefined ? {} : { rawText }),
  history: { past: [], future: [] },
  createdAt: 0,
  updatedAt: 0,
});

const broken = '{\n  "id": "1.a"\n  "x": 1\n}';

describe('where kept text breaks, before its describer is in', () => {
  it('is not said yet (undefined, not a guess), and the describer starts loading', async () => {
    vi.resetModules();
    const fresh = await import('./syntaxProblem');
    expect(fresh.syntaxDescriberLoaded()).toBe(false);
    expect(fresh.draftSyntaxProblem(draft(broken, 'early'))).toBeUndefined();
    // Text that reads needs no describer.
    expect(fresh.draftSyntaxProblem(draft('{"id": "1.b"}', 'fine'))).toBeNull();
    await fresh.loadSyntaxDescriber();
    expect(fresh.draftSyntaxProblem(draft(broken, 'early'))).toMatchObject({ line: 3, column: 3 });
  });
});

describe('kept JSON text', () => {
  beforeAll(async () => {
    await loadSyntaxDescriber();
  });

  it.each<[string, string | undefined, unknown, string | null]>([
    ['no kept text: the document as stored', undefined, { id: '1.parsed' }, null],
    ['kept text that parses becomes the document', '{"id": "1.typed"}', { id: '1.typed' }, null],
    [
      'kept text that does not parse stays, with where it breaks',
      broken,
      { id: '1.parsed' },
      'JSON syntax error at 3:3',
    ],
  ])('%s', (_name, rawText, document, label) => {
    const opened = openedDraft(draft(rawText));
    const problem = draftSyntaxProblem(opened);
    expect(opened.document).toEqual(document);
    expect(problem && syntaxErrorLabel(problem)).toBe(label);
    expect(opened.problem && syntaxErrorLabel(opened.problem)).toBe(label);
  });
});
