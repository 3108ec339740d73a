import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { isRecord, walkDocument, type Segments } from '../walkDocument';
import type { Visit } from './readinessRule';

interface ImageSpot {
  uri: string;
  /** Path of the URI itself. */
  segments: Segments;
  /** 'logo', 'heroImage', 'mainImage' ... the field holding the image. */
  role: string;
}

/** Every image URI of a document with its role: what the editor and the CLI measure. */
export function imageSpots(visits: readonly Visit[]): ImageSpot[] {
  return visits.flatMap(({ node, value, segments }) => {
    if (node.typeName !== 'Image' || !isRecord(value) || !isRecord(value.sourceUri)) return [];
    const uri = value.sourceUri.uri;
    if (typeof uri !== 'string' || uri === '') return [];
    return [{ uri, segments: [...segments, 'sourceUri', 'uri'], role: node.key }];
  });
}

/**
 * The distinct image URIs of a document: what the editor and `--check-images` measure. Apart from
 * the rules (the registry), which the editor loads later.
 */
export function imageUris(document: unknown, kind: ResourceKind): string[] {
  if (!isRecord(document)) return [];
  const visits: Visit[] = [];
  walkDocument(introspect(resourceSchemas[kind]), document, (node, value, segments) => {
    visits.push({ node, value, segments });
  });
  return [...new Set(imageSpots(visits).map((spot) => spot.uri))];
}
