import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubRangeLayout } from '../test/stubRangeLayout';
import { PassEditor, type PassEditorHandle } from './PassEditor';
import { useFieldValue, type WidgetProps } from './index';

const offer = { id: '3388000000022.offer-1', classId: '3388000000022.offer-class' };

beforeAll(stubRangeLayout);

afterEach(() => {
  vi.useRealTimers();
});

/** Chooses the JSON view and returns its CodeMirror view, once loaded. */
async function showJson() {
  fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
  const content = await screen.findByRole('textbox', { name: 'Raw JSON' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  return { content, view };
}

describe('PassEditor', () => {
  it('reports edits once, after the user pauses, with the document validity and issues', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(
      <PassEditor
        kind="offerObject"
        defaultValue={offer}
        onChange={onChange}
        showPreview={false}
      />,
    );
    const id = screen.getByLabelText(/^Object ID/);
    fireEvent.change(id, { target: { value: '3388000000022.offer-2' } });
    fireEvent.change(id, { target: { value: '3388000000022.offer-3' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [edited, verdict] = onChange.mock.calls[0] as [
      unknown,
      { valid: boolean; issues: { severity: string; rule?: string }[] },
    ];
    expect(edited).toEqual({ ...offer, id: '3388000000022.offer-3' });
    // Valid, no errors; Google's readiness warnings (each naming its rule) may remain.
    expect(verdict.valid).toBe(true);
    expect(verdict.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    for (const issue of verdict.issues) expect(issue.rule).toEqual(expect.any(String));

    fireEvent.change(screen.getByLabelText(/^Class ID/), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    // An emptied input removes its key: the required class ID is then missing.
    expect(onChange).toHaveBeenCalledTimes(2);
    const [document, result] = onChange.mock.calls[1] as [
      unknown,
      { valid: boolean; issues: { path: string; severity: string }[] },
    ];
    expect(document).toEqual({ id: '3388000000022.offer-3' });
    expect(result.valid).toBe(false);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ path: '/classId', severity: 'error' }),
    );
  });

  it('offers get, set, validate, export and focus through its ref, without calling onChange for set', async () => {
    const onChange = vi.fn();
    const ref = createRef<PassEditorHandle>();
    render(
      <PassEditor
        kind="offerObject"
        defaultValue={offer}
        ref={ref}
        onChange={onChange}
        changeDelayMs={0}
        showPreview={false}
      />,
    );
    expect(ref.current?.getDocument()).toEqual(offer);
    await expect(ref.current?.export()).resolves.toEqual({
      ok: true,
      json: JSON.stringify(offer, null, 2) + '\n',
    });

    act(() => ref.current?.setDocument({ id: 'x.y', classId: 7 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Object ID/)).toHaveProperty('value', 'x.y');
    const checked = await ref.current?.validate();
    expect(checked?.valid).toBe(false);
    expect(checked?.issues.map((issue) => issue.path)).toContain('/classId');
    // Export submits the form: refused with the same issues validate() and the issue list show.
    const refused = await ref.current?.export();
    expect(refused).toMatchObject({ ok: false, issues: [{ path: '/classId' }] });
    expect(refused?.ok === false && refused.issues).toEqual(
      checked?.issues.filter((issue) => issue.severity === 'error'),
    );

    expect(() => ref.current?.setDocument([1])).toThrow(
      'PassEditor.setDocument: a pass document is a JSON object, got an array',
    );
    act(() => ref.current?.focusPath(['classId']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Class ID/)));
  });

  it('follows a controlled value, and ignores the echo of its own change', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <PassEditor
        kind="offerObject"
        value={offer}
        onChange={onChange}
        changeDelayMs={0}
        showPreview={false}
      />,
    );
    rerender(
      <PassEditor
        kind="offerObject"
        value={{ ...offer, id: '1.changed' }}
        onChange={onChange}
        changeDelayMs={0}
        showPreview={false}
      />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByLabelText(/^Object ID/)).toHaveProperty('value', '1.changed');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exports through its button, and refuses an invalid document with the count of errors', async () => {
    const onExport = vi.fn();
    const { rerender } = render(
      <PassEditor
        kind="offerObject"
        defaultValue={offer}
        onExport={onExport}
        showPreview={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() =>
      expect(onExport).toHaveBeenCalledWith(JSON.stringify(offer, null, 2) + '\n'),
    );
    rerender(
      <PassEditor
        kind="transitClass"
        defaultValue={{ id: 5 }}
        onExport={onExport}
        showPreview={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(await screen.findByText(/Not exported: \d+ errors? to fix first\./)).toBeTruthy();
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('uses a host widget that replaces a built-in one by name', () => {
    function Shouting({ name, label, node }: WidgetProps) {
      const [value] = useFieldValue(name);
      return (
        <output aria-label={`custom ${label ?? node.label}`}>
          {typeof value === 'string' ? value.toUpperCase() : ''}
        </output>
      );
    }
    render(
      <PassEditor
        kind="offerObject"
        defaultValue={offer}
        showPreview={false}
        widgets={[
          {
            name: 'text',
            test: (n) => n.kind === 'string' && !n.ui?.widget && !n.format,
            Widget: Shouting,
          },
        ]}
      />,
    );
    expect(screen.getByLabelText(/^custom Object ID/).textContent).toBe(offer.id.toUpperCase());
  });

  it('lets nothing be typed when read-only', () => {
    render(<PassEditor kind="offerObject" defaultValue={offer} readOnly showPreview={false} />);
    expect(screen.getByLabelText(/^Object ID/)).toHaveProperty('readOnly', true);
  });

  // Its wait for the preview's chunk (10 s) needs a test as long, on a busy machine.
  it('shows the live preview with the document', { timeout: 20_000 }, async () => {
    render(
      <PassEditor
        kind="offerObject"
        defaultValue={{ ...offer, classReference: { id: offer.classId, title: 'Ten percent off' } }}
      />,
    );
    // The preview's panel is loaded on first use.
    const shown = await screen.findAllByText('Ten percent off', undefined, { timeout: 10_000 });
    expect(shown.length).toBeGreaterThan(0);
  });

  it(
    "shows the document as JSON: text that parses reaches the form and onChange; the host's replaces it",
    { timeout: 30_000 },
    async () => {
      const onChange = vi.fn();
      const onExport = vi.fn();
      const ref = createRef<PassEditorHandle>();
      render(
        <PassEditor
          kind="offerObject"
          defaultValue={offer}
          ref={ref}
          onChange={onChange}
          onExport={onExport}
          changeDelayMs={0}
          showPreview={false}
        />,
      );
      const { view } = await showJson();
      expect(view.state.doc.toString()).toBe(JSON.stringify(offer, null, 2));
      const edited = { ...offer, id: '3388000000022.typed' };
      act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: '{' } }));
      // Text that does not parse: the verdict says where, and the form waits for it.
      const bar = screen.getByRole('toolbar', { name: 'Document' });
      expect(await within(bar).findByText('JSON syntax error at 1:2')).toBeTruthy();
      // Export JSON would hand over the last text that parsed, not what is shown: it says why not.
      fireEvent.click(within(bar).getByRole('button', { name: 'Export JSON' }));
      expect(within(bar).getByText('Not exported: JSON syntax error at 1:2.')).toBeTruthy();
      expect(onExport).not.toHaveBeenCalled();
      // The host's document replaces the broken text.
      const fromHost = { ...offer, id: '3388000000022.host' };
      act(() => ref.current?.setDocument(fromHost));
      await waitFor(() => expect(within(bar).queryByText('JSON syntax error at 1:2')).toBeNull());
      const shown = EditorView.findFromDOM(
        await screen.findByRole('textbox', { name: 'Raw JSON' }),
      );
      expect(shown?.state.doc.toString()).toBe(JSON.stringify(fromHost, null, 2));
      act(() =>
        shown?.dispatch({
          changes: { from: 0, to: shown.state.doc.length, insert: JSON.stringify(edited) },
        }),
      );
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(edited, expect.anything()));
      fireEvent.click(screen.getByRole('radio', { name: 'Form' }));
      expect(screen.getByLabelText(/^Object ID/)).toHaveProperty('value', '3388000000022.typed');
    },
  );

  it('keeps the JSON view read-only when the editor is', async () => {
    render(<PassEditor kind="offerObject" defaultValue={offer} readOnly showPreview={false} />);
    const { content, view } = await showJson();
    expect(content.getAttribute('aria-readonly')).toBe('true');
    expect(view.state.readOnly).toBe(true);
  });

  it('opens Go to field with Ctrl+K inside the editor only, in its root, and goes to the field', async () => {
    render(
      <>
        <input aria-label="Host search" />
        <PassEditor kind="offerObject" defaultValue={offer} showPreview={false} />
      </>,
    );
    // The host's page keeps its own Ctrl+K.
    fireEvent.keyDown(screen.getByLabelText('Host search'), { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(screen.getByLabelText(/^Object ID/), { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Go to field' });
    // Inside the editor's root, under its styles (the package's scope, the element's shadow root).
    expect(dialog.closest('.pass-studio-root')).not.toBeNull();
    const box = await within(dialog).findByRole('combobox', { name: 'Label, path or value' });
    await userEvent.type(box, 'class id{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Class ID/)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
