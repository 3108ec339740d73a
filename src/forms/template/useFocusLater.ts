import { useCallback, useEffect, useRef } from 'react';
import { fieldElement, focusFirstIn } from '../focusFirstIn';

/**
 * Focuses a field once it has mounted: a control added by a click does not exist until the next
 * render of the calling component, so the focus waits for that commit. The field is found as
 * focusPath finds it, by the shell's data-field.
 */
export function useFocusLater(): (name: string) => void {
  const pending = useRef<string>(undefined);
  useEffect(() => {
    const name = pending.current;
    if (name === undefined) return;
    pending.current = undefined;
    focusFirstIn(fieldElement(document, name));
  });
  return useCallback((name: string) => {
    pending.current = name;
  }, []);
}
