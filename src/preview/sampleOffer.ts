import { record } from './read';

/**
 * Object values for previewing an offer class on its own (issue #13): a class has no barcode,
 * state or validity, so the designer edits this sample in the preview panel. It lives in the
 * preview's own state and is never exported.
 */
export interface SampleOffer {
  state: 'ACTIVE' | 'EXPIRED' | 'INACTIVE' | 'COMPLETED';
  barcodeType: string;
  barcodeValue: string;
  /** Text under the barcode; the value when empty. */
  alternateText: string;
  /** Wall-clock end of validity, `YYYY-MM-DDTHH:mm`; none when empty. */
  validUntil: string;
}

export const sampleOfferStates = ['ACTIVE', 'EXPIRED', 'INACTIVE', 'COMPLETED'] as const;
export const sampleOfferBarcodeTypes = [
  'QR_CODE',
  'PDF_417',
  'AZTEC',
  'DATA_MATRIX',
  'CODE_128',
  'TEXT_ONLY',
] as const;

export const defaultSampleOffer: SampleOffer = {
  state: 'ACTIVE',
  barcodeType: 'QR_CODE',
  barcodeValue: 'SAMPLE-OFFER-0001',
  alternateText: '',
  validUntil: '2026-12-31T23:59',
};

/** The sample as an OfferObject-shaped value, so `object.` template paths resolve against it. */
export function sampleOfferObject(sample: SampleOffer) {
  return {
    state: sample.state,
    barcode: {
      type: sample.barcodeType,
      value: sample.barcodeValue,
      ...(sample.alternateText.trim() ? { alternateText: sample.alternateText } : {}),
    },
    ...(sample.validUntil.trim()
      ? { validTimeInterval: { end: { date: sample.validUntil } } }
      : {}),
  };
}

/** A stored sample, field by field: anything unusable falls back to the default. */
export function toSampleOffer(value: unknown): SampleOffer {
  const stored = record(value) ?? {};
  const sample = { ...defaultSampleOffer };
  for (const key of Object.keys(sample) as (keyof SampleOffer)[]) {
    const field = stored[key];
    if (typeof field === 'string') Object.assign(sample, { [key]: field });
  }
  if (!(sampleOfferStates as readonly string[]).includes(sample.state))
    sample.state = defaultSampleOffer.state;
  if (!(sampleOfferBarcodeTypes as readonly string[]).includes(sample.barcodeType))
    sample.barcodeType = defaultSampleOffer.barcodeType;
  return sample;
}
