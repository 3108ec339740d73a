import { useEffect } from 'react';
import { runWhenIdle } from '../ui/runWhenIdle';

/**
 * Calls each loader once the browser is idle after the first paint: parts that open on a user
 * action (dialogs, the template editor) are then in when first asked for. A failed load is left
 * to the first render, which tries again and shows the error where it happens.
 */
export function usePreloadWhenIdle(loaders: readonly (() => Promise<unknown>)[]) {
  useEffect(() => {
    const run = () => {
      for (const load of loaders) load().catch(() => undefined);
    };
    return runWhenIdle(run, 2000);
  }, [loaders]);
}
