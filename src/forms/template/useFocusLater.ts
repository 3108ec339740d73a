import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Focuses a field once it has mounted: a control added by a click does not exist until the next
 * render of the calling component, so the focus waits for that commit.
 */
export function useFocusLater(): (name: string) => void {
  const { setFocus } = useFormContext();
  const pending = useRef<string>(undefined);
  useEffect(() => {
    const name = pending.current;
    if (name === undefined) return;
    pending.current = undefined;
    setFocus(name);
  });
  return useCallback((name: string) => {
    pending.current = name;
  }, []);
}
