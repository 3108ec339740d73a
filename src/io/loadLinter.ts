import type { createLinter } from './createLinter';

export type CreateLinter = typeof createLinter;

let loaded: CreateLinter | undefined;
let loading: Promise<CreateLinter> | undefined;

/**
 * The linter with its checks (Google's readiness rules and the editor warnings, about a third of
 * the editor's code) as a chunk of its own: what a page that shows the editor need not wait for.
 * Loaded once; a failed load is forgotten, so the next call tries again. Node code (the CLI, the
 * tests) may import `lint` or `createLinter` directly instead.
 */
export function loadLinter(): Promise<CreateLinter> {
  return (loading ??= import('./createLinter').then(
    (module) => (loaded = module.createLinter),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** `createLinter` once `loadLinter` has loaded it, else undefined. */
export const loadedLinter = (): CreateLinter | undefined => loaded;
