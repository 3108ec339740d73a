import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { toPointer, type Issue } from '../issue';
import { isRecord, walkDocument } from '../walkDocument';
import type { ImageMeasurements, Visit } from './readinessRule';
import { imageSpots } from './imageRules';
import { readinessRules } from './registry';

/**
 * Google's published rules as warnings, each with its rule id and source. They never make a
 * document invalid: validity is the spec's. Works on any document, valid or not.
 */
export function readiness(
  document: unknown,
  kind: ResourceKind,
  images?: ImageMeasurements,
): Issue[] {
  if (!isRecord(document)) return [];
  const visits = visitsOf(document, kind);
  const byType = groupBy(visits, (visit) => visit.node.typeName);
  const byKey = groupBy(visits, (visit) => visit.node.key);
  const pick = (groups: Map<string, Visit[]>, names: string[]) =>
    names.length === 1 ? (groups.get(names[0]!) ?? []) : names.flatMap((n) => groups.get(n) ?? []);
  const context = {
    kind,
    document,
    visits,
    images,
    ofType: (...names: string[]) => pick(byType, names),
    withKey: (...keys: string[]) => pick(byKey, keys),
  };
  return readinessRules.flatMap((rule) =>
    rule.check(context).map((finding): Issue => ({
      path: toPointer(finding.segments),
      segments: finding.segments,
      message: finding.message,
      severity: 'warning',
      code: rule.id,
      rule: rule.id,
      source: finding.source ?? rule.source,
    })),
  );
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

function groupBy(visits: readonly Visit[], keyOf: (visit: Visit) => string | undefined) {
  const groups = new Map<string, Visit[]>();
  for (const visit of visits) {
    const key = keyOf(visit);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(visit);
    else groups.set(key, [visit]);
  }
  return groups;
}
