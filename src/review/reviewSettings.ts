import { inMomentRange } from '../io/timeline';
import { isRecord } from '../io/walkDocument';
import type { PreviewSettings } from '../studio';

/** A review link's preview settings, and what of them the page could not take. */
export interface ReviewSettings {
  settings: PreviewSettings;
  /** Why the link's moment is not shown ("now" is), or null. */
  momentProblem: string | null;
}

/**
 * The preview settings a link carries, read defensively: anything odd is left to the default,
 * and a moment the preview cannot show is said, not drawn.
 */
export function reviewSettings(preview: Record<string, unknown> | undefined): ReviewSettings {
  const settings = isRecord(preview?.settings) ? preview.settings : {};
  const moment = preview?.moment;
  if (moment === undefined) return { settings: { settings }, momentProblem: null };
  if (typeof moment === 'number' && inMomentRange(moment))
    return { settings: { settings, moment }, momentProblem: null };
  return {
    settings: { settings },
    momentProblem:
      typeof moment === 'number' && Number.isFinite(moment)
        ? 'The link asks for a moment outside the years 1 to 9999, so the preview shows the pass now.'
        : 'The link’s moment is not a date, so the preview shows the pass now.',
  };
}
