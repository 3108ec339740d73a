import type { WidgetRegistry } from '../studio';

/**
 * The registry a host's `widgets` make: an entry named like a built-in replaces it in place (its
 * turn in the order stays); the others go first, so they win over every built-in test.
 */
export function mergeWidgets(
  base: WidgetRegistry,
  extra: WidgetRegistry | undefined,
): WidgetRegistry {
  if (!extra || extra.length === 0) return base;
  const byName = new Map(extra.map((entry) => [entry.name, entry]));
  const baseNames = new Set(base.map((entry) => entry.name));
  const added = extra.filter((entry) => !baseNames.has(entry.name));
  return [...added, ...base.map((entry) => byName.get(entry.name) ?? entry)];
}
