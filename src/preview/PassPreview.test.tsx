import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PassPreview } from './PassPreview';
import { onPartDerived } from './partMemo';

const ls = (value: string, translations: Record<string, string>) => ({
  defaultValue: { language: 'en', value },
  translatedValues: Object.entries(translations).map(([language, v]) => ({ language, value: v })),
});

const offer = {
  id: '1.o',
  classId: '1.c',
  barcode: { type: 'TEXT_ONLY', value: 'CODE-7' },
  classReference: {
    id: '1.c',
    issuerName: 'Café',
    localizedTitle: ls('Free coffee', { fr: 'Café offert' }),
    details: 'Hot drinks only',
  },
};

// The panel's first import transforms the whole preview under Vitest: slower than findBy's 1 s.
const loaded = { timeout: 10_000 };

/** Renders `ui` in an awaited act, as a preview whose panel is still loading suspends. */
async function renderAsync(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(() => Promise.resolve(void (result = render(ui))));
  return result as ReturnType<typeof render>;
}

/** The preview's panel chunk, awaited inside act so that the suspended preview renders it. */
const panelLoaded = () => act(async () => void (await import('./PassPreviewPanel')));

/** Renders the preview and waits for its lazily loaded panel (the card model and the views). */
async function renderPreview(ui: ReactElement) {
  const result = await renderAsync(ui);
  await panelLoaded();
  await screen.findByRole('tab', { name: /^Card/ }, loaded);
  return result;
}

// The panel and bwip-js load lazily: on a busy machine that takes longer than a test's default 5 s.
describe('PassPreview', { timeout: 30_000 }, () => {
  it('holds the place with a status until its panel has loaded', async () => {
    await renderAsync(<PassPreview kind="offerObject" document={offer} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
    await panelLoaded();
    expect(await screen.findByRole('article', { name: /^Card/ }, loaded)).toBeTruthy();
    expect(screen.queryByText('Loading the preview…')).toBeNull();
  });

  it('switches views with the tabs', async () => {
    await renderPreview(<PassPreview kind="offerObject" document={offer} />);
    // Named after its issuer, as the person holding it calls it.
    expect(screen.getByRole('article', { name: 'Card: Café' })).toBeTruthy();
    expect(screen.getByText('CODE-7')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByText('Hot drinks only')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'List row' }));
    expect(screen.getByRole('tab', { name: 'List row' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('article', { name: /^Card/ })).toBeNull();
  });

  it('lists the document languages and shows the chosen translation', async () => {
    await renderPreview(<PassPreview kind="offerObject" document={offer} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default values', 'en', 'fr']);
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(screen.getByText('Café offert')).toBeTruthy();
  });

  it('jumps to the field of a clicked element', async () => {
    const onSelectPath = vi.fn();
    await renderPreview(
      <PassPreview kind="offerObject" document={offer} onSelectPath={onSelectPath} />,
    );
    // Each names what the card shows there, then the action.
    fireEvent.click(screen.getByRole('button', { name: 'Issuer name: Café — edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Title: Free coffee — edit' }));
    fireEvent.click(screen.getByRole('button', { name: /^Barcode: .*CODE-7 — edit$/ }));
    expect(onSelectPath.mock.calls).toEqual([
      [['classReference', 'issuerName']],
      [['classReference', 'localizedTitle']],
      [['barcode', 'value']],
    ]);
  });

  it('says when the class is not embedded and draws an image that is not https as a short placeholder, never its URI', async () => {
    await renderPreview(
      <PassPreview
        kind="offerObject"
        document={{ id: '1.o', classId: '1.c', heroImage: { sourceUri: { uri: 'javascript:x' } } }}
      />,
    );
    expect(screen.getByText(/Class not embedded/)).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Not an https image — Google needs an https URL' }),
    ).toBeTruthy();
    expect(screen.queryByText(/javascript:x/)).toBeNull();
  });

  it('draws an embedded (data:) image as a short placeholder, never its text', async () => {
    const uri = `data:image/png;base64,${'iVBORw0KGgo'.repeat(300)}`;
    const { container } = await renderPreview(
      <PassPreview
        kind="transitClass"
        document={{ id: '1.t', issuerName: 'Metro', heroImage: { sourceUri: { uri } } }}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Embedded image — Google needs an https URL' }),
    ).toBeTruthy();
    expect(container.textContent).not.toContain('base64');
  });

  it('edits the sample trip of a transit class, labelled as sample data', async () => {
    await renderPreview(
      <PassPreview kind="transitClass" document={{ id: '1.t', issuerName: 'Metro' }} />,
    );
    expect(screen.getByText('Sample data — not exported')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Origin code'), { target: { value: 'LHR' } });
    expect(screen.getByText('LHR')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset sample trip' }));
    expect(screen.queryByText('LHR')).toBeNull();
  });

  it('draws a real symbol with an accessible name once bwip-js has loaded', async () => {
    await renderPreview(
      <PassPreview
        kind="offerObject"
        document={{ ...offer, barcode: { type: 'QR_CODE', value: 'Q-1' } }}
      />,
    );
    expect(await screen.findByRole('img', { name: 'QR code: Q-1' }, loaded)).toBeTruthy();
  });

  it('routes a click on a paired class field to onSelectPairedClassPath, never into the object', async () => {
    const onSelectPath = vi.fn();
    const onSelectPairedClassPath = vi.fn();
    await renderPreview(
      <PassPreview
        kind="offerObject"
        document={offer}
        pairedClass={{ id: '1.c', issuerName: 'Paired Café', title: 'Paired title' }}
        onSelectPath={onSelectPath}
        onSelectPairedClassPath={onSelectPairedClassPath}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Title: Paired title — edit' }));
    expect(onSelectPairedClassPath).toHaveBeenCalledWith(['title']);
    expect(onSelectPath).not.toHaveBeenCalled();
  });

  it('marks the card [TEST ONLY] while the demo-mode toggle is on', async () => {
    window.localStorage.clear();
    await renderPreview(<PassPreview kind="offerObject" document={offer} />);
    const card = screen.getByRole('article', { name: /^Card/ });
    expect(within(card).queryByText('[TEST ONLY]')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Issuer in demo mode' }));
    expect(within(card).getByText('[TEST ONLY]')).toBeTruthy();
  });

  it('previews an offer class with the sample offer, and follows its edits', async () => {
    window.localStorage.clear();
    await renderPreview(<PassPreview kind="offerClass" document={offer.classReference} />);
    fireEvent.change(screen.getByLabelText('Barcode type'), { target: { value: 'TEXT_ONLY' } });
    fireEvent.change(screen.getByLabelText('Barcode value'), { target: { value: 'SAMPLE-9' } });
    const card = screen.getByRole('article', { name: /^Card/ });
    expect(within(card).getAllByText('SAMPLE-9').length).toBeGreaterThan(0);
    expect(within(card).getByText('Sample offer code')).toBeTruthy();
  });

  it('derives the timeline’s dated windows again for a date, not for a keystroke in a name', async () => {
    const withDates = {
      ...offer,
      validTimeInterval: { end: { date: '2030-04-30T23:59:59Z' } },
      messages: [{ header: 'Soon', displayInterval: { start: { date: '2030-04-01T09:00:00Z' } } }],
    };
    const view = await renderPreview(<PassPreview kind="offerObject" document={withDates} />);
    const derived: string[] = [];
    onPartDerived((part) => derived.push(part));
    try {
      const renamed = {
        ...withDates,
        classReference: { ...withDates.classReference, issuerName: 'Café Bleu' },
      };
      view.rerender(<PassPreview kind="offerObject" document={renamed} />);
      expect(derived.filter((part) => part.startsWith('timeline'))).toEqual(['timeline']);
      derived.length = 0;
      view.rerender(
        <PassPreview
          kind="offerObject"
          document={{ ...renamed, validTimeInterval: { end: { date: '2031-01-01T00:00:00Z' } } }}
        />,
      );
      expect(derived.filter((part) => part.startsWith('timeline'))).toEqual([
        'timeline windows',
        'timeline',
      ]);
    } finally {
      onPartDerived(null);
    }
  });
});
