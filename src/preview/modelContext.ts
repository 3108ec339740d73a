import type { ResourceKind } from '../schema';
import type { Json, Segments } from './read';
import type { TemplateSources } from './resolveTemplate';

/** What every part of toCardModel reads: the class and object, their places, the viewer. */
export interface ModelContext {
  kind: ResourceKind;
  /** The class (transit class, or the offer's embedded class) and the object (offer, or sample trip). */
  cls: Json | undefined;
  obj: Json | undefined;
  sources: TemplateSources;
  /** Where the class sits in the edited document: [] or ['classReference']. */
  classAt: Segments;
  language: string | null;
  locale: string;
  timeZone: string | undefined;
  now: Date;
}

export function at(base: Segments, ...rest: (string | number)[]): Segments {
  return [...base, ...rest];
}
