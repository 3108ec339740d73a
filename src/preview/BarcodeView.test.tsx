import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarcodeView } from './BarcodeView';
import type { BarcodeModel } from './cardModel';
import { useBarcodeSvg } from './useBarcodeSvg';

// The symbol's hook runs on every render of the view: counting its calls counts the renders.
vi.mock(import('./useBarcodeSvg'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, useBarcodeSvg: vi.fn(actual.useBarcodeSvg) };
});

const model: BarcodeModel = {
  type: 'TEXT_ONLY',
  name: 'Text only',
  value: 'CODE-7',
  caption: 'CODE-7',
  problem: null,
  sample: false,
  rotating: { valuePattern: '{totp_value_0}', periodMillis: 30_000, parameters: [] },
  codeAt: null,
  hiddenBySmartTap: false,
  showCodeText: 'Show code',
  segments: ['barcode', 'value'],
};

describe('BarcodeView', () => {
  it('draws again only when the barcode it shows changed, not for a model built afresh', () => {
    const renders = vi.mocked(useBarcodeSvg);
    const view = render(<BarcodeView barcode={{ ...model, rotating: null }} />);
    renders.mockClear();
    view.rerender(
      <BarcodeView barcode={{ ...model, rotating: null, segments: ['barcode', 'value'] }} />,
    );
    expect(renders).not.toHaveBeenCalled();
    view.rerender(
      <BarcodeView barcode={{ ...model, rotating: null, value: 'CODE-8', caption: 'CODE-8' }} />,
    );
    expect(renders).toHaveBeenCalled();
    expect(view.getByText('CODE-8')).toBeTruthy();
  });

  it('keeps a rotating barcode as it is when its settings come back equal', () => {
    const renders = vi.mocked(useBarcodeSvg);
    const view = render(<BarcodeView barcode={model} />);
    renders.mockClear();
    view.rerender(
      <BarcodeView barcode={{ ...model, rotating: { ...model.rotating!, parameters: [] } }} />,
    );
    expect(renders).not.toHaveBeenCalled();
    view.rerender(
      <BarcodeView
        barcode={{ ...model, rotating: { ...model.rotating!, periodMillis: 60_000 } }}
      />,
    );
    expect(renders).toHaveBeenCalled();
  });
});
