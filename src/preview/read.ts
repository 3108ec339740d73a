// The preview draws whatever the designer has typed so far, valid or not: every read is defensive.
import type { z } from 'zod';
import { isRecord as isPlainRecord } from '../io/walkDocument';
import { enumInfo } from '../schema';

export type Json = Readonly<Record<string, unknown>>;
export type { Segments } from '../io/walkDocument';

export const isRecord: (value: unknown) => value is Json = isPlainRecord;

export function record(value: unknown): Json | undefined {
  return isRecord(value) ? value : undefined;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The UPPER_SNAKE value of an enum field in either spelling, or undefined when unknown. */
export function enumValue(schema: z.ZodType, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return enumInfo.get(schema)?.toUpper[value];
}
