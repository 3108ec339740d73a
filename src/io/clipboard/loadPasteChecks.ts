import type * as PasteChecksModule from './pasteChecks';

export type PasteChecks = typeof PasteChecksModule;

let loading: Promise<PasteChecks> | undefined;

/**
 * The checks of a row or section paste, loaded on the first paste: the editor shows Copy and
 * Paste from its first render but runs none of this until someone pastes. Loaded once; a failed
 * load is said as a refusal and forgotten, so the next paste tries again.
 */
export async function loadPasteChecks(): Promise<{ checks: PasteChecks } | { refused: string }> {
  loading ??= import('./pasteChecks');
  try {
    return { checks: await loading };
  } catch {
    loading = undefined;
    return {
      refused:
        'Pass Studio could not load what pastes need; check the connection, then paste again.',
    };
  }
}
