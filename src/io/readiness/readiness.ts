import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { readinessChecks } from '../checks';
import { createChecker } from '../createLinter';
import type { Issue } from '../issue';
import { isRecord, walkDocument } from '../walkDocument';
import type { ImageMeasurements, Visit } from './readinessRule';
import { imageSpots } from './imageRules';

/**
 * Google's published rules as warnings, each with its rule id and source. They never make a
 * document invalid: validity is the spec's. Works on any document, valid or not.
 */
export function readiness(
  document: unknown,
  kind: ResourceKind,
  images?: ImageMeasurements,
): Issue[] {
  return createChecker(kind, readinessChecks)(document, { images });
}

function visitsOf(document: unknown, kind: ResourceKind): Visit[] {
  const visits: Visit[] = [];
  walkDocument(introspect(resourceSchemas[kind]), document, (node, value, segments) => {
    visits.push({ node, value, segments });
  });
  return visits;
}

/** The distinct image URIs of a document: what the editor and `--check-images` measure. */
export function imageUris(document: unknown, kind: ResourceKind): string[] {
  if (!isRecord(document)) return [];
  return [...new Set(imageSpots(visitsOf(document, kind)).map((spot) => spot.uri))];
}
