import { EditorView } from '@codemirror/view';
import { act, cleanup, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EDIT_DELAY_MS } from './CodeMirrorJson';
import { RawJsonEditor } from './RawJsonEditor';
import { stubRangeLayout } from '../../test/stubRangeLayout';

beforeAll(stubRangeLayout);

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
    expect(onValidEdit).toHaveBeenCalledWith({ id: 42 });
    expect(screen.getByRole('status').textContent).toMatch(/^1 error( · \d+ Google warnings?)?$/);
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
