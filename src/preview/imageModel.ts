import { safeImageSrc } from '../io';
import type { ImageModel } from './cardModel';
import { localize } from './localize';
import { record, text, type Segments } from './read';

/** An Image field as something to draw; null when it has no URI. */
export function imageModel(
  image: unknown,
  segments: Segments,
  language: string | null,
  fallbackAlt: string,
): ImageModel | null {
  const source = record(image);
  const uri = text(record(source?.sourceUri)?.uri);
  if (!uri) return null;
  return {
    uri,
    src: safeImageSrc(uri),
    alt: localize(source?.contentDescription, language) ?? fallbackAlt,
    segments: [...segments, 'sourceUri', 'uri'],
  };
}
