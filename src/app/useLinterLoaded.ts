import { useEffect, useState } from 'react';
import { loadedLinter, loadLinter } from '../io/loadLinter';

/**
 * Whether the warnings' rules (a chunk of their own) are loaded; starts loading them. A render
 * that checks documents outside an editor (the tabs' verdicts) waits for them with this.
 */
export function useLinterLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => loadedLinter() !== undefined);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // A failed load leaves the verdicts unsaid; the editor's next check tries again.
    loadLinter().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
