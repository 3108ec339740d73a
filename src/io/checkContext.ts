// What a check sees (its visits, grouped on demand) and what it reports: the checker's plumbing.
import type { Check } from './checks';
import type { PatchOperation } from './fix/jsonPatch';
import { toPointer, type Fix, type Issue } from './issue';
import type {
  Finding,
  FindingFix,
  ImageMeasurements,
  ReadinessContext,
  Visit,
} from './readiness/readinessRule';
import type { ResourceKind } from '../schema/resources';
import type { Segments } from './walkDocument';

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

/** What a check may look at beyond its visits: the document, and the images measured. */
export interface Scene {
  kind: ResourceKind;
  document: Record<string, unknown>;
  images?: ImageMeasurements;
}

/** The context a check reads: `visits`, grouped on demand by type name and by key. */
export function contextOf(visits: readonly Visit[], scene: Scene): ReadinessContext {
  let byType: Map<string, Visit[]> | undefined;
  let byKey: Map<string, Visit[]> | undefined;
  const pick = (groups: Map<string, Visit[]>, names: string[]) =>
    names.length === 1 ? (groups.get(names[0]!) ?? []) : names.flatMap((n) => groups.get(n) ?? []);
  return {
    kind: scene.kind,
    document: scene.document,
    images: scene.images,
    visits,
    ofType: (...names) => pick((byType ??= groupBy(visits, (v) => v.node.typeName)), names),
    withKey: (...keys) => pick((byKey ??= groupBy(visits, (v) => v.node.key)), keys),
  };
}

/** A unit's context: a 'subtree' check that reads beyond its unit is a bug in its scope. */
export function unitContext(visits: readonly Visit[], kind: ResourceKind, running: () => string) {
  const context = contextOf(visits, { kind, document: {} });
  const outside = (what: string): never => {
    throw new Error(
      `${running()} is scoped 'subtree' but read context.${what}; give it scope 'document' or 'images'`,
    );
  };
  Object.defineProperties(context, {
    document: { get: () => outside('document') },
    images: { get: () => outside('images') },
  });
  return context;
}

/** A check's finding as an issue at `segments`. */
export function issueOf(check: Check, finding: Finding, segments: Segments): Issue {
  const source = finding.source ?? check.source;
  return {
    path: toPointer(segments),
    segments,
    message: finding.message,
    severity: 'warning',
    code: check.code,
    ...(check.rule !== undefined && { rule: check.rule }),
    ...(source !== undefined && { source }),
    ...(finding.fix && {
      fix: fixOf(finding.fix, segments.slice(0, segments.length - finding.segments.length)),
    }),
  };
}

/** A finding's fix as a JSON Patch on the whole document: its changes' segments under `prefix`. */
function fixOf(fix: FindingFix, prefix: Segments): Fix {
  return {
    name: fix.name,
    patch: fix.changes.map((change): PatchOperation => {
      const path = toPointer([...prefix, ...change.segments]);
      return change.op === 'remove'
        ? { op: 'remove', path }
        : { op: change.op, path, value: change.value };
    }),
  };
}
