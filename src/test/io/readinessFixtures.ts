import type { ResourceKind } from '../../schema/resources';
import type { ImageMeasurements } from '../../io/readiness/readinessRule';

// Documents for the readiness table tests: each case changes one thing of a document Google accepts.

export const ID = '3388000000012345678';
/** A transit class Google accepts as it is; each case changes one thing. */
export const transit = (extra: Record<string, unknown> = {}) => ({
  id: `${ID}.day`,
  issuerName: 'Metro',
  reviewStatus: 'UNDER_REVIEW',
  transitType: 'RAIL',
  logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
  ...extra,
});
export const offerClass = (extra: Record<string, unknown> = {}) => ({
  id: `${ID}.c`,
  issuerName: 'Shop',
  title: 'Twenty percent off',
  provider: 'Shop',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
  ...extra,
});
export const offer = (extra: Record<string, unknown> = {}) => ({
  id: `${ID}.o`,
  classId: `${ID}.c`,
  state: 'ACTIVE',
  ...extra,
});
export const text = (length: number) => 'é'.repeat(length);
export const localized = (value: string, translations: [string, string][] = []) => ({
  defaultValue: { language: 'en', value },
  translatedValues: translations.map(([language, v]) => ({ language, value: v })),
});
export const modules = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `m${i}`, header: 'H', body: 'B' }));
export const interval = (start: string, end: string) => ({
  messages: [
    { header: 'H', body: 'B', displayInterval: { start: { date: start }, end: { date: end } } },
  ],
});

/** name, rule, kind, document just inside, just outside, path of the one warning, its message. */
export type Case = [
  name: string,
  rule: string,
  kind: ResourceKind,
  inside: unknown,
  outside: unknown,
  path: string,
  message: RegExp,
  measured?: [ImageMeasurements, ImageMeasurements],
];
