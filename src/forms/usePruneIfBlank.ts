import { useCallback } from 'react';
import { isBlank } from './isBlank';
import { useDocumentAccess } from './useDocumentAccess';

/**
 * For widgets that create an optional object on first input: once the user has emptied every
 * input of it, the object is removed again, so clearing leaves no `{}` behind.
 */
export function usePruneIfBlank(name: string, optional: boolean): () => void {
  const { read, write } = useDocumentAccess();
  return useCallback(() => {
    if (!optional) return;
    const value = read(name);
    if (value !== undefined && isBlank(value)) {
      write(name, undefined);
    }
  }, [read, write, name, optional]);
}
