const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * What a number input writes: undefined when empty, the number when the text is one, else the text
 * as typed, so the document's validation reports it and the user sees what they wrote (never NaN).
 */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!NUMBER.test(trimmed)) return text;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
}

/** What a number input shows for a stored value. */
export function numberText(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
}
