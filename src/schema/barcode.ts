// Spec 2.4 Barcode, RotatingBarcode, TotpDetails, TotpParameters.
// https://developers.google.com/wallet/reference/rest/v1/Barcode
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { barcodeRenderEncodingSchema, barcodeTypeSchema, totpAlgorithmSchema } from './enums';
import { deprecatedKind, localizedStringSchema } from './localizedString';

const barcodeType = () =>
  field(
    barcodeTypeSchema.optional(),
    { label: 'Type', help: 'The symbology, such as QR code or PDF417.' },
    { default: 'BARCODE_TYPE_UNSPECIFIED' },
  );
const renderEncoding = () =>
  field(
    barcodeRenderEncodingSchema.optional(),
    { label: 'Render encoding', help: 'UTF-8 applies to QR codes only.' },
    { default: 'RENDER_ENCODING_UNSPECIFIED' },
  );
const alternateText = () =>
  field(nullable(z.string()), {
    label: 'Text under the code',
    help: 'Human-readable text under the symbol; the value when unset.',
  });
const showCodeText = () =>
  field(nullable(localizedStringSchema), {
    label: '"Show code" button',
    help: 'Label of the button that reveals the code when Smart Tap hides it.',
  });

export const barcodeSchema = z
  .strictObject({
    kind: deprecatedKind(),
    type: barcodeType(),
    renderEncoding: renderEncoding(),
    value: field(nullable(z.string()), {
      label: 'Value',
      help: 'The value encoded in the symbol.',
    }),
    alternateText: alternateText(),
    showCodeText: showCodeText(),
  })
  .meta({ id: 'Barcode' });

export const totpParametersSchema = z
  .strictObject({
    key: field(z.string(), {
      label: 'Key',
      help: 'The shared secret, hex-encoded. Kept masked.',
      widget: 'secret',
    }),
    valueLength: field(z.number().int(), {
      label: 'Digits',
      help: 'Number of digits of the generated code.',
    }),
  })
  .meta({ id: 'TotpParameters' });

export const totpDetailsSchema = z
  .strictObject({
    periodMillis: field(z.string(), {
      label: 'Period (ms)',
      help: 'How long each code is valid, in milliseconds, written as a string of digits.',
      widget: 'digits',
    }),
    algorithm: field(
      totpAlgorithmSchema.optional(),
      { label: 'Algorithm', help: 'TOTP with SHA-1 (RFC 6238).' },
      { default: 'TOTP_ALGORITHM_UNSPECIFIED' },
    ),
    parameters: field(z.array(totpParametersSchema), {
      label: 'Parameters',
      help: 'One key per {totp_value_N} in the value pattern.',
      itemLabel: 'TOTP parameter',
    }),
  })
  .meta({ id: 'TotpDetails' });

export const rotatingBarcodeSchema = z
  .strictObject({
    type: barcodeType(),
    renderEncoding: renderEncoding(),
    valuePattern: field(nullable(z.string()), {
      label: 'Value pattern',
      help: 'Template of the value: {totp_value_0}, {totp_timestamp_millis}, {totp_timestamp_seconds}.',
    }),
    totpDetails: field(nullable(totpDetailsSchema), {
      label: 'TOTP',
      help: 'Time-based one-time password settings.',
    }),
    alternateText: alternateText(),
    showCodeText: showCodeText(),
  })
  .meta({ id: 'RotatingBarcode' });

export type Barcode = z.output<typeof barcodeSchema>;
export type RotatingBarcode = z.output<typeof rotatingBarcodeSchema>;
export type TotpDetails = z.output<typeof totpDetailsSchema>;
