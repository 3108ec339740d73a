import type { Draft } from '../storage';
import { documentName } from './documentName';
import type { SampleTripTarget } from './import';

/**
 * A transit object file under review: the open transit classes it can become the sample trip of,
 * and what follows when its trip was taken for one of them (the report stores it): the review
 * closes, and that class's tab shows.
 */
export function useSampleTripImport(
  drafts: readonly Draft[],
  closeReview: () => void,
  select: (draftId: string) => void,
  notify: (text: string) => void,
) {
  const transitClasses: SampleTripTarget[] = drafts
    .filter((d) => d.kind === 'transitClass')
    .map((d) => ({
      draftId: d.id,
      name: documentName(d),
      classId: (d.document as { id?: unknown } | null)?.id,
    }));
  const takeTrip = (target: SampleTripTarget) => {
    closeReview();
    select(target.draftId);
    notify(`The transit object’s trip is now the sample trip of “${target.name}”.`);
  };
  return { transitClasses, takeTrip };
}
