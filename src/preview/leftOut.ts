import type { GoogleLimit } from '../io/googleLimits';
import type { LeftOutModel } from './cardModel';
import type { Segments } from './read';

/**
 * The mark for `hidden` items Google does not show; null when none is hidden. `scope` names the
 * level when class and object each have their own allowance.
 */
export function leftOutMark(
  hidden: number,
  limit: GoogleLimit,
  segments: Segments | null,
  scope?: 'class' | 'object',
): LeftOutModel | null {
  if (hidden <= 0) return null;
  const noun = hidden === 1 ? limit.what.replace(/s$/, '') : limit.what;
  const of = scope ? ` of the ${scope}` : '';
  const per = scope ? ` per ${scope}` : '';
  return {
    text: `${hidden} more ${noun}${of} ${hidden === 1 ? 'is' : 'are'} not shown: Google shows ${limit.max}${per}`,
    source: limit.source,
    segments,
  };
}
