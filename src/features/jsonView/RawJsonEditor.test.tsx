import { EditorView } from '@codemirror/view';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useMemo, useSyncExternalStore } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { validate, validateAt } from '../../io/validate';
import { useStudio, type Studio } from '../../studio';
import { EDIT_DELAY_MS } from './CodeMirrorJson';
import { RawJsonEditor } from './RawJsonEditor';
import { stubRangeLayout } from '../../test/stubRangeLayout';

// Spy on src/io's validation: the JSON view checks nothing itself; the studio checks an edit once.
vi.mock(import('../../io/validate'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, validate: vi.fn(actual.validate), validateAt: vi.fn(actual.validateAt) };
});

beforeAll(stubRangeLayout);

/** Calls of src/io's validation that covered the whole document. */
const wholeDocumentChecks = () =>
  vi.mocked(validate).mock.calls.length +
  vi.mocked(validateAt).mock.calls.filter(([, , prefix]) => prefix.length === 0).length;

/** The JSON view as the document screen composes it: on a studio, marking the studio's issues. */
function JsonOnStudio({
  document,
  onStudio,
}: {
  document: unknown;
  onStudio: (s: Studio) => void;
}) {
  const studio = useStudio({ kind: 'transitClass', document });
  onStudio(studio);
  const { snapshots } = studio;
  const current = useSyncExternalStore(snapshots.subscribe, () => snapshots.get().document);
  const issues = useMemo(
    () => ({ now: studio.issuesNow, subscribe: studio.engine.issues.subscribe }),
    [studio.issuesNow, studio.engine],
  );
  return (
    <RawJsonEditor
      kind="transitClass"
      document={current}
      issues={issues}
      onValidEdit={(next) => studio.replace(next, 'edit')}
    />
  );
}

async function renderOnStudio(document: unknown) {
  let studio: Studio | undefined;
  render(<JsonOnStudio document={document} onStudio={(s) => (studio = s)} />);
  const content = await screen.findByRole('textbox', { name: 'Raw JSON' });
  const view = EditorView.findFromDOM(content);
  if (!view || !studio) throw new Error('no CodeMirror view');
  const checked = studio;
  await waitFor(() => expect(checked.engine.issues.checked()).toBe(true));
  return { view, studio: () => studio as Studio };
}

async function renderEditor(document: unknown, onValidEdit = vi.fn()) {
  const utils = render(
    <RawJsonEditor kind="transitClass" document={document} onValidEdit={onValidEdit} />,
  );
  const content = await screen.findByRole('textbox', { name: 'Raw JSON' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  return { ...utils, view, onValidEdit };
}

const type = (view: EditorView, text: string) =>
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });

describe('RawJsonEditor', () => {
  it('says it is loading, then shows the document as indented JSON', async () => {
    render(<RawJsonEditor kind="transitClass" document={{}} />);
    expect(screen.getByText('Loading JSON editor…')).toBeDefined();
    await screen.findByRole('textbox', { name: 'Raw JSON' });
    cleanup();
    const { view } = await renderEditor({ id: '1.a' });
    expect(view.state.doc.toString()).toBe('{\n  "id": "1.a"\n}');
  });

  it('hands on an edit that parses, schema-invalid values included', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { view, onValidEdit } = await renderEditor({ id: '1.a' });
    act(() => type(view, '{"id": 42}'));
    await act(() => vi.advanceTimersByTimeAsync(EDIT_DELAY_MS * 3));
    expect(onValidEdit).toHaveBeenCalledTimes(1);
    expect(onValidEdit).toHaveBeenCalledWith({ id: 42 });
    vi.useRealTimers();
  });

  it("marks the studio's issues of an edit, which the studio checks once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { view, studio } = await renderOnStudio({ id: '1.a' });
    vi.mocked(validate).mockClear();
    vi.mocked(validateAt).mockClear();
    act(() => type(view, '{\n  "id": 42\n}'));
    await act(() => vi.advanceTimersByTimeAsync(EDIT_DELAY_MS * 3));
    expect(studio().snapshots.get().document).toEqual({ id: 42 });
    expect(wholeDocumentChecks()).toBe(1);
    // The status counts the studio's issues, and the error is marked at its line.
    const issues = studio().issuesNow() ?? [];
    const errors = issues.filter((issue) => issue.severity === 'error').length;
    expect(errors).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toMatch(
      new RegExp(`^${errors} errors?( · \\d+ Google warnings?)?$`),
    );
    vi.useRealTimers();
  });

  it('keeps the last good document while the text does not parse, and says where it breaks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { view, onValidEdit, rerender } = await renderEditor({ id: '1.a' });
    act(() => type(view, '{\n  "id": "1.a"\n  "x": 1\n}'));
    await act(() => vi.advanceTimersByTimeAsync(EDIT_DELAY_MS * 3));
    expect(onValidEdit).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'JSON syntax error at 3:3: Expected a comma or closing brace',
    );
    rerender(
      <RawJsonEditor kind="transitClass" document={{ id: '1.b' }} onValidEdit={onValidEdit} />,
    );
    expect(view.state.doc.toString()).toContain('"x": 1');
    vi.useRealTimers();
  });

  it('follows changes made elsewhere', async () => {
    const { view, rerender, onValidEdit } = await renderEditor({ id: '1.a' });
    rerender(
      <RawJsonEditor kind="transitClass" document={{ id: '1.b' }} onValidEdit={onValidEdit} />,
    );
    expect(view.state.doc.toString()).toBe('{\n  "id": "1.b"\n}');
    expect(onValidEdit).not.toHaveBeenCalled();
  });
});
