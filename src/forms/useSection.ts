import { useSyncExternalStore } from 'react';
import type { SectionId } from '../schema';
import { useFormEngine } from './FormEngineContext';

/** The open section, and a way to open another. */
export function useSection(): [SectionId, (section: SectionId) => void] {
  const { editor } = useFormEngine();
  const section = useSyncExternalStore(editor.subscribe, editor.getSection);
  return [section, editor.setSection];
}
