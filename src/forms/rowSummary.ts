import { shownText } from '../io/shownText';
import { isRecord } from '../io/walkDocument';
import type { FieldNode } from '../schema';

const clip = (text: string) => (text.length > 60 ? text.slice(0, 59) + '…' : text);

/** What a row says of itself: its first two values that read as text, else its id. */
function ownParts(element: FieldNode, value: Record<string, unknown>) {
  const id = typeof value.id === 'string' && value.id !== '' ? value.id : undefined;
  const values: string[] = [];
  for (const child of element.children ?? []) {
    const shown = shownText(child, value[child.key]);
    if (shown !== undefined) values.push(shown);
    if (values.length === 2) break;
  }
  const numeric = values.every((v) => /^-?[\d.]+$/.test(v));
  const text = values.length > 0 ? clip(values.join(numeric ? ', ' : ': ')) : undefined;
  return { id, text };
}

/**
 * One line that says what an array row holds, built from the schema, not from field names:
 * "Text module 'fare' — Fare: 2.80 EUR". Uses the item label (numbered when the row has no id),
 * the `id` child, and the first two values that read as text.
 */
export function rowSummary(
  element: FieldNode,
  itemLabel: string,
  index: number,
  value: unknown,
): string {
  const numbered = `${itemLabel} ${index + 1}`;
  if (!isRecord(value)) return numbered;
  const { id, text } = ownParts(element, value);
  const head = id !== undefined ? `${itemLabel} '${id}'` : numbered;
  return text === undefined ? head : `${head} — ${text}`;
}

/**
 * The row's own words, for a row too narrow for its whole summary: "Fare: 2.80 EUR", else its
 * id ("fare", also before a bare URL), else "" (the numbered summary says it all).
 */
export function rowOwnSummary(element: FieldNode, value: unknown): string {
  if (!isRecord(value)) return '';
  const { id, text } = ownParts(element, value);
  // An image module's URL says less than its id.
  if (id !== undefined && (text === undefined || /^https?:/.test(text))) return id;
  return text ?? id ?? '';
}
