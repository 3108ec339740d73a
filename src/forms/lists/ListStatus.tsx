import type { ListEditor } from './useListEditor';

/**
 * The list's polite live region: what the last operation did. The same words said twice in a row
 * ("Text module 2 removed") differ by an invisible space, so they are announced again.
 */
export function ListStatus({ list }: { list: ListEditor }) {
  const { text, count } = list.announcement;
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
      {count % 2 === 1 ? '\u00a0' : ''}
    </p>
  );
}
