import type { ResourceKind } from '../../schema/resources';
import type { Segments } from '../walkDocument';
import { fieldWords, namedField } from './namedField';

/**
 * What a PATCH that sends the list at `segments` does, in a sentence: a designer edits a title's
 * translations as the title, not as a list, so those are named as its translations.
 */
export function replacedList(kind: ResourceKind, segments: Segments): string {
  const { words, depth, node } = namedField(kind, segments);
  const name = `“${fieldWords(words)}”`;
  if (depth < segments.length)
    return `A patch replaces every translation of ${name}: Google keeps none of the old ones.`;
  if (node?.kind === 'array')
    return `A patch replaces the whole list ${name}: Google keeps none of its old items.`;
  return `A patch replaces the lists inside ${name}: Google keeps none of their old items.`;
}
