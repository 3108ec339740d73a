import { isRecord, type Segments } from '../walkDocument';
import { enumUpper } from '../readiness/readinessRule';
import type { PassParts } from './passParts';

type Json = Readonly<Record<string, unknown>>;

export const record = (value: unknown): Json | undefined => (isRecord(value) ? value : undefined);
export const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

const plain = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A LocalizedString's default value, else the plain twin. */
export function defaultText(localized: unknown, fallback?: unknown): string | undefined {
  return plain(record(record(localized)?.defaultValue)?.value) ?? plain(fallback);
}

/** The pass's name on a lock screen: an offer's title, a transit pass's issuer. */
export function passTitle(parts: PassParts): string {
  const cls = parts.cls;
  return (
    (parts.kind === 'transitClass' ? undefined : defaultText(cls?.localizedTitle, cls?.title)) ??
    defaultText(cls?.localizedIssuerName, cls?.issuerName) ??
    'Your pass'
  );
}

/** A message's header, else its body, for naming it: “Track works”. */
export function messageName(message: Json): string {
  const name =
    defaultText(message.localizedHeader, message.header) ??
    defaultText(message.localizedBody, message.body);
  if (!name) return 'Untitled message';
  return name.length > 40 ? `${name.slice(0, 39)}…` : name;
}

/** Each message of the class and the object, with its place (object messages reach one pass). */
export function eachMessage(
  parts: PassParts,
): { message: Json; at: Segments | null; scope: 'class' | 'object' }[] {
  const levels: [Json | undefined, Segments | null, 'class' | 'object'][] = [
    [parts.cls, parts.classAt, 'class'],
    [parts.obj, parts.objectAt, 'object'],
  ];
  return levels.flatMap(([level, at, scope]) =>
    list(level?.messages).flatMap((message, index) => {
      const m = record(message);
      return m ? [{ message: m, at: at && [...at, 'messages', index], scope }] : [];
    }),
  );
}

export const messageType = (message: Json) => enumUpper(message.messageType);

export const dateText = (interval: unknown, end: 'start' | 'end'): string | undefined =>
  plain(record(record(interval)?.[end])?.date);
