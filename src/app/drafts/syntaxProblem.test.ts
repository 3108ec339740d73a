import { describe, expect, it } from 'vitest';
import type { Draft } from './draft';
import { draftSyntaxProblem, openedDraft, syntaxErrorLabel } from './syntaxProblem';

const draft = (rawText?: string): Draft => ({
  id: 'd1',
  kind: 'transitClass',
  name: '',
  document: { id: '1.parsed' },
  ...(rawText === undefined ? {} : { rawText }),
  history: { past: [], future: [] },
  createdAt: 0,
  updatedAt: 0,
});

describe('kept JSON text', () => {
  it.each<[string, string | undefined, unknown, string | null]>([
    ['no kept text: the document as stored', undefined, { id: '1.parsed' }, null],
    ['kept text that parses becomes the document', '{"id": "1.typed"}', { id: '1.typed' }, null],
    [
      'kept text that does not parse stays, with where it breaks',
      '{\n  "id": "1.a"\n  "x": 1\n}',
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
