import { resourceSections } from '../../schema/sections';
import { aKind } from '../resourceFields';
import { withArticle } from '../describeValue';
import { clipSection, type Clip, type ClipRead } from './clipEnvelope';
import { clipTypeLabel } from './typeLabel';

/** What a clip is, in a sentence: "a text module", "the Modules section of a transit class". */
export function clipName(clip: Clip): string {
  const section = clipSection(clip);
  if (section === undefined) return withArticle(clipTypeLabel(clip.type));
  const title = resourceSections[clip.from].find(({ id }) => id === section)?.title;
  return `the ${title ?? section} section of ${aKind(clip.from)}`;
}

/**
 * Why the clipboard holds nothing to paste here, before its value is looked at: empty, text
 * that is not JSON, or a copy from another version. `wanted` is what the target takes
 * ("text modules", "a copied section").
 */
export function readRefusal(read: ClipRead, wanted: string): string | null {
  switch (read.read) {
    case 'empty':
      return `The clipboard is empty; this takes ${wanted}.`;
    case 'text':
      return `The clipboard holds text, not JSON; this takes ${wanted}.`;
    case 'foreign':
      return 'The clipboard holds a copy from another version of Pass Studio, or not one of Pass Studio’s; copy it again here.';
    default:
      return null;
  }
}
