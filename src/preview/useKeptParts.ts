import { replaceEqualDeep } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

/**
 * `value`, with every part equal to the last value's part replaced by that part (plain objects
 * and arrays, compared deeply; a part that is the same object is not walked). A memoised view
 * given an unchanged part then skips its render: a keystroke in the issuer name redraws the
 * card's header, not the toolbar, the rows or the timeline.
 */
export function useKeptParts<T>(value: T): T {
  const [keep] = useState(() => {
    let last: T | undefined;
    return (next: T): T => (last = replaceEqualDeep(last, next));
  });
  return useMemo(() => keep(value), [keep, value]);
}
