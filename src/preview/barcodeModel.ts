import { barcodeTypeSchema } from '../schema';
import type { BarcodeModel } from './cardModel';
import { localize } from './localize';
import type { ModelContext } from './modelContext';
import { enumValue, list, record, text } from './read';
import { barcodeNames } from './barcodeSymbology';
import { rotatingValue, type RotatingSpec } from './rotatingValue';
import { symbolProblem } from './symbolProblem';

function smartTap(ctx: ModelContext, showCodeText: unknown) {
  const hidden = ctx.cls?.enableSmartTap === true && list(ctx.cls.redemptionIssuers).length > 0;
  return {
    hiddenBySmartTap: hidden,
    showCodeText: localize(showCodeText, ctx.language) ?? 'Show code',
  };
}

function rotatingSpec(source: Record<string, unknown>): RotatingSpec | string {
  const totp = record(source.totpDetails);
  const pattern = text(source.valuePattern);
  if (!pattern) return 'The rotating barcode has no value pattern.';
  const needsTotp = /\{totp_/.test(pattern);
  const period = Number(totp?.periodMillis);
  if (needsTotp && !(Number.isInteger(period) && period > 0))
    return 'totpDetails.periodMillis must be a whole number of milliseconds above 0.';
  const parameters = list(totp?.parameters).map((parameter) => ({
    key: text(record(parameter)?.key) ?? '',
    valueLength: Number(record(parameter)?.valueLength),
  }));
  return { valuePattern: pattern, periodMillis: needsTotp ? period : 60_000, parameters };
}

/** "Code at 2:05:30 PM; a new one every 30 s": a rotating code frozen at a chosen moment. */
function codeAtWords(spec: RotatingSpec, ctx: ModelContext): string {
  const time = new Intl.DateTimeFormat(ctx.locale, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: ctx.zone,
  })
    .format(ctx.now)
    .replace(/[\u202f\u00a0]/g, ' ');
  const seconds = spec.periodMillis / 1000;
  return `Code at ${time}; a new one every ${seconds} s`;
}

/** The offer's barcode (rotatingBarcode wins over barcode, as in Google Wallet), drawn at ctx.now. */
export function offerBarcode(ctx: ModelContext): BarcodeModel | null {
  const rotating = record(ctx.obj?.rotatingBarcode);
  const source = rotating ?? record(ctx.obj?.barcode);
  if (!source) return null;
  const field = rotating ? 'rotatingBarcode' : 'barcode';
  const type = enumValue(barcodeTypeSchema, source.type) ?? 'BARCODE_TYPE_UNSPECIFIED';
  let value = typeof source.value === 'string' ? source.value : '';
  let problem: string | null = null;
  let spec: RotatingSpec | null = null;
  if (rotating) {
    const built = rotatingSpec(rotating);
    if (typeof built === 'string') problem = built;
    else {
      spec = built;
      const live = rotatingValue(built, ctx.now.getTime());
      value = live.value;
      problem = live.problem;
    }
    if (!problem && type !== 'QR_CODE' && type !== 'PDF_417')
      problem = 'A rotating barcode must be a QR code or PDF417.';
  }
  problem ??= symbolProblem(type, value);
  // An offer class is drawn with the sample offer's barcode: not in the document.
  const sample = ctx.sources.objectSegments === null;
  return {
    type,
    name: barcodeNames[type] ?? 'Barcode',
    value,
    caption: text(source.alternateText) ?? value,
    problem,
    sample,
    ...(sample ? { sampleLabel: 'Sample offer code' } : {}),
    rotating: problem || !ctx.live ? null : spec,
    codeAt: spec && !problem && !ctx.live ? codeAtWords(spec, ctx) : null,
    ...smartTap(ctx, source.showCodeText),
    segments: sample ? null : [field, rotating ? 'valuePattern' : 'value'],
  };
}

/** A transit class has no barcode: the sample trip's ticket code stands in, labelled as sample. */
export function sampleBarcode(ctx: ModelContext, ticketNumber: string): BarcodeModel {
  return {
    type: 'QR_CODE',
    name: barcodeNames.QR_CODE ?? 'QR code',
    value: ticketNumber,
    caption: ticketNumber,
    problem: symbolProblem('QR_CODE', ticketNumber),
    sample: true,
    sampleLabel: 'Sample ticket code',
    rotating: null,
    codeAt: null,
    ...smartTap(ctx, undefined),
    segments: null,
  };
}
