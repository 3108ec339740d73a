import { createContext, useContext } from 'react';

const PREFIX = 'pass-studio:preview:';
/** The settings a review link carries: how the pass looks, not how the sender's screen is set. */
const SHARED = ['platform', 'time-zone', 'sample-trip', 'sample-offer', 'demo-mode'] as const;

/** Preview settings by name ('sample-trip'), and the moment shown when one was chosen. */
export interface PreviewSettings {
  settings: Record<string, unknown>;
  /** Epoch milliseconds of a chosen moment; absent for "Now". */
  moment?: number;
}

/**
 * Settings given to a preview instead of the stored ones (a review link's): the preview starts
 * from them and changes to them are kept for the page only, never stored.
 */
export const PreviewSettingsContext = createContext<PreviewSettings | null>(null);

/** The given setting of `key` (a storage key), or undefined; and whether changes are stored. */
export function useGivenSetting(key: string): { given: unknown; store: boolean } {
  const context = useContext(PreviewSettingsContext);
  if (!context) return { given: undefined, store: true };
  return { given: context.settings[key.slice(PREFIX.length)], store: false };
}

let chosenMoment: number | null = null;

/** Said by the moment control: the instant the preview shows, or null for "Now". */
export function noteChosenMoment(at: number | null): void {
  chosenMoment = at;
}

/** The settings of the preview shown now, for a review link: stored ones and the moment. */
export function currentPreviewSettings(): PreviewSettings {
  const settings: Record<string, unknown> = {};
  for (const name of SHARED) {
    try {
      const stored = window.localStorage.getItem(PREFIX + name);
      if (stored !== null) settings[name] = JSON.parse(stored) as unknown;
    } catch {
      // Unreadable storage: the setting is left to the reviewer's default.
    }
  }
  return { settings, ...(chosenMoment !== null && { moment: chosenMoment }) };
}
