import { shownText } from '../io/shownText';
import { isRecord } from '../io/walkDocument';
import type { FieldNode } from '../schema';

const clip = (text: string) => (text.length > 60 ? text.slice(0, 59) + '…' : text);

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
  const id = value.id;
  const head = typeof id === 'string' && id !== '' ? `${itemLabel} '${id}'` : numbered;
  const values: string[] = [];
  for (const child of element.children ?? []) {
    const shown = shownText(child, value[child.key]);
    if (shown !== undefined) values.push(shown);
    if (values.length === 2) break;
  }
  if (values.length === 0) return head;
  const numeric = values.every((v) => /^-?[\d.]+$/.test(v));
  return `${head} — ${clip(values.join(numeric ? ', ' : ': '))}`;
}
