import { inSentence } from './fieldPathLabel';
import type { FindingFix } from './readiness/readinessRule';
import { parseFieldPath, resolveFieldPath, type FieldPathSources } from './resolveFieldPath';
import { isRecord, type Segments } from './walkDocument';

/** What Google takes as a module's ID (src/io/readiness/idRules: no dots, nothing else). */
const MODULE_ID = /^[A-Za-z0-9_-]+$/;
const unset = (id: unknown) => id === undefined || id === null || id === '';

interface Picked {
  scope: 'class' | 'object';
  names: string[];
  id: string;
}

/** The list a path picks an element of by its ID, and that ID: `class.textModulesData['fare']`. */
function pickedList(fieldPath: string): Picked | undefined {
  const parsed = parseFieldPath(fieldPath);
  if (!parsed) return undefined;
  const at = parsed.steps.findIndex((step) => 'id' in step);
  if (at <= 0) return undefined;
  const names = parsed.steps.slice(0, at).flatMap((s) => ('property' in s ? [s.property] : []));
  if (names.length !== at) return undefined;
  const step = parsed.steps[at]!;
  return 'id' in step ? { scope: parsed.scope, names, id: step.id } : undefined;
}

/**
 * The certain repair of a template path that names a module by an ID no module has: when the list
 * it picks from has exactly one module without an ID, that module is the one meant, unless
 * another path of the template names a different missing ID in the same list. The ID is written
 * on it (and the path then resolves whole), or nothing is offered. `paths` are every field path of
 * the template; `where` is where each source sits in the document (`classReference` for an
 * offer object's class); `item` the module's label (“Text module”).
 */
export function moduleIdFix(
  fieldPath: string,
  paths: readonly string[],
  sources: FieldPathSources,
  where: Record<'class' | 'object', Segments>,
  item: (scope: 'class' | 'object', names: readonly string[]) => string | undefined,
): FindingFix | undefined {
  const picked = pickedList(fieldPath);
  if (!picked || !MODULE_ID.test(picked.id)) return undefined;
  let list: unknown = sources[picked.scope];
  for (const name of picked.names) list = isRecord(list) ? list[name] : undefined;
  if (!Array.isArray(list)) return undefined;
  const idless = list.flatMap((module, i) => (isRecord(module) && unset(module.id) ? [i] : []));
  if (idless.length !== 1) return undefined;
  const known = (id: string) => list.some((module) => isRecord(module) && module.id === id);
  const wanted = new Set(
    paths.flatMap((path) => {
      const other = pickedList(path);
      const same =
        other?.scope === picked.scope && other.names.join('.') === picked.names.join('.');
      return other && same && !known(other.id) ? [other.id] : [];
    }),
  );
  if (wanted.size !== 1) return undefined;
  const index = idless[0]!;
  const named: unknown[] = [...(list as unknown[])];
  named[index] = { ...(named[index] as Record<string, unknown>), id: picked.id };
  // The rest of the path must then resolve too, or the warning would stay.
  let patched: unknown = named;
  for (const name of [...picked.names].reverse()) patched = { [name]: patched };
  if (resolveFieldPath(fieldPath, { ...sources, [picked.scope]: patched }) === undefined)
    return undefined;
  const label = item(picked.scope, picked.names) ?? 'Module';
  return {
    name: `Give the ${inSentence(label)} that has no ID the ID “${picked.id}”`,
    changes: [
      {
        op: 'add',
        segments: [...where[picked.scope], ...picked.names, index, 'id'],
        value: picked.id,
      },
    ],
  };
}
