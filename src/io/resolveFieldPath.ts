import { isRecord } from './walkDocument';

/** One step of a template field path: a property, or an element of a list picked by its id. */
export type FieldPathStep = { property: string } | { id: string };

export interface ParsedFieldPath {
  scope: 'class' | 'object';
  steps: readonly FieldPathStep[];
}

const STEP = /^(?:\.([A-Za-z_][A-Za-z0-9_]*)|\['([^']*)'\]|\["([^"]*)"\])/;

/**
 * Reads a `FieldReference.fieldPath` such as `class.textModulesData['fare']` or
 * `object.linksModuleData.uris["web"]` (docs/preview.md, "Template paths"); null when malformed.
 */
export function parseFieldPath(fieldPath: string): ParsedFieldPath | null {
  const scope = /^(class|object)(?=[.[])/.exec(fieldPath)?.[1];
  if (scope !== 'class' && scope !== 'object') return null;
  const steps: FieldPathStep[] = [];
  let rest = fieldPath.slice(scope.length);
  while (rest !== '') {
    const m = STEP.exec(rest);
    if (!m) return null;
    if (m[1] !== undefined) steps.push({ property: m[1] });
    else steps.push({ id: m[2] ?? m[3] ?? '' });
    rest = rest.slice(m[0].length);
  }
  if (steps.length === 0 || !('property' in steps[0]!)) return null;
  return { scope, steps };
}

/** The documents a path may point into; a missing one cannot be resolved. */
export interface FieldPathSources {
  class?: unknown;
  object?: unknown;
}

/**
 * The value a template field path points at, or undefined when it resolves to nothing (or
 * null). `['id']` picks the element of a list whose `id` is that id. Pure; the preview uses it.
 */
export function resolveFieldPath(fieldPath: string, sources: FieldPathSources): unknown {
  const parsed = parseFieldPath(fieldPath);
  if (!parsed) return undefined;
  let current: unknown = sources[parsed.scope];
  for (const step of parsed.steps) {
    if ('property' in step) {
      current = isRecord(current) ? current[step.property] : undefined;
    } else {
      current = Array.isArray(current)
        ? current.find((item) => isRecord(item) && item.id === step.id)
        : undefined;
    }
    if (current === undefined || current === null) return undefined;
  }
  return current;
}
