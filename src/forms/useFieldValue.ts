import { useCallback } from 'react';
import { useDocumentAccess } from './useDocumentAccess';
import { useDocumentValue } from './useDocumentValue';

/**
 * The value at `name` (from the document's snapshots) and a setter (through the document's store).
 * Bound by subscription rather than registration: a registered input falls back to the initial
 * value when it remounts empty, and registering creates the parents of a path, which would turn
 * an absent optional object into `{}`.
 */
export function useFieldValue(name: string): [unknown, (value: unknown) => void] {
  const { write } = useDocumentAccess();
  const value = useDocumentValue(name);
  const set = useCallback((next: unknown) => write(name, next), [write, name]);
  return [value, set];
}

/** `undefined` for an emptied input: an empty field means "not set", never "". */
export const emptyToUndefined = (text: string): string | undefined =>
  text === '' ? undefined : text;

/** What a text input shows for any stored value; imported values of a wrong type stay visible. */
export function displayText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}
