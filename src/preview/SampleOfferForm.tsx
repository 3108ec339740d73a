import { memo } from 'react';
import { barcodeNames } from './barcodeSymbology';
import { sampleOfferBarcodeTypes, sampleOfferStates, type SampleOffer } from './sampleOffer';

const states: Record<SampleOffer['state'], string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  INACTIVE: 'Inactive',
  COMPLETED: 'Completed',
};

interface SampleOfferFormProps {
  sample: SampleOffer;
  onChange: (sample: SampleOffer) => void;
  onReset: () => void;
}

/** The object values an offer class is previewed with. Kept in the preview; never exported. */
export const SampleOfferForm = memo(function SampleOfferForm({
  sample,
  onChange,
  onReset,
}: SampleOfferFormProps) {
  const text = (key: 'barcodeValue' | 'alternateText' | 'validUntil', label: string) => (
    <label className="pp-trip__field">
      <span>{label}</span>
      <input
        type={key === 'validUntil' ? 'datetime-local' : 'text'}
        value={sample[key]}
        onChange={(event) => onChange({ ...sample, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <details className="pp-trip">
      <summary className="pp-trip__summary">
        Sample offer <span className="pp-sample-tag">Sample data — not exported</span>
      </summary>
      <div className="pp-trip__grid">
        <label className="pp-trip__field">
          <span>State</span>
          <select
            value={sample.state}
            onChange={(event) =>
              onChange({ ...sample, state: event.target.value as SampleOffer['state'] })
            }
          >
            {sampleOfferStates.map((state) => (
              <option key={state} value={state}>
                {states[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="pp-trip__field">
          <span>Barcode type</span>
          <select
            value={sample.barcodeType}
            onChange={(event) => onChange({ ...sample, barcodeType: event.target.value })}
          >
            {sampleOfferBarcodeTypes.map((type) => (
              <option key={type} value={type}>
                {barcodeNames[type] ?? type}
              </option>
            ))}
          </select>
        </label>
        {text('barcodeValue', 'Barcode value')}
        {text('alternateText', 'Text under the barcode')}
        {text('validUntil', 'Valid until')}
      </div>
      <button type="button" className="pp-button" onClick={onReset}>
        Reset sample offer
      </button>
    </details>
  );
});
