import { useEffect, useRef } from 'react';
import { isBlank, isSet } from './isBlank';
import { useDocumentAccess } from './useDocumentAccess';
import { useDocumentValue } from './useDocumentValue';

const emptied = (value: unknown) => isSet(value) && isBlank(value);

/**
 * An optional object that the user has just emptied (its last value cleared, by any widget inside
 * it) is removed, so clearing leaves no `{}` behind. One that was opened empty stays as it was:
 * opening the editor changes nothing.
 */
export function usePruneWhenEmptied(name: string): void {
  const { write } = useDocumentAccess();
  const isEmptied = useDocumentValue(name, emptied);
  const before = useRef(isEmptied);
  useEffect(() => {
    const was = before.current;
    before.current = isEmptied;
    if (isEmptied && !was) write(name, undefined);
  }, [isEmptied, name, write]);
}
