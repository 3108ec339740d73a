import type { Segments } from './fieldPath';
import { useFormEngine } from './FormEngineContext';

/** focusPath of the surrounding editor: for the preview and anything else that points at a field. */
export function useFocusPath(): (segments: Segments) => void {
  return useFormEngine().focusPath;
}
