import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { isRecord, walkDocument } from '../walkDocument';
import { imageSpots } from './imageRules';
import type { Visit } from './readinessRule';

/**
 * The distinct image URIs of a document: what the editor and `--check-images` measure. Apart from
 * the rules (src/io/readiness.ts), which the editor loads later.
 */
export function imageUris(document: unknown, kind: ResourceKind): string[] {
  if (!isRecord(document)) return [];
  const visits: Visit[] = [];
  walkDocument(introspect(resourceSchemas[kind]), document, (node, value, segments) => {
    visits.push({ node, value, segments });
  });
  return [...new Set(imageSpots(visits).map((spot) => spot.uri))];
}
