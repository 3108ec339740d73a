import type { FieldNode } from '../schema';
import type { WidgetEntry, WidgetRegistry } from './widgetTypes';

/**
 * The widget of a node. A node that names its widget (`ui.widget`) gets the entry of that name and
 * fails loudly when the registry has none (like RJSF's getWidget); any other node gets the first
 * entry whose test matches.
 */
export function resolveWidget(registry: WidgetRegistry, node: FieldNode): WidgetEntry {
  const where = node.path.join('.') || '(document)';
  const hint = node.ui?.widget;
  if (hint) {
    const named = registry.find((entry) => entry.name === hint);
    if (!named) throw new Error(`Unknown widget “${hint}” for field ${where}`);
    return named;
  }
  const matched = registry.find((entry) => entry.test(node));
  if (!matched) throw new Error(`No widget matches field ${where} (kind ${node.kind})`);
  return matched;
}
