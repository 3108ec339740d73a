import { offerClassSections, resourceSections, type FieldNode, type ResourceKind } from '../schema';
import type { SectionId } from '../schema';

/** One entry of a section's outline: a heading or a group, and the path focusPath goes to. */
export interface OutlineItem {
  title: string;
  segments: readonly string[];
}

/** Fewer entries than this and the section is short enough to need no outline. */
const MIN_ITEMS = 3;

const isGroup = (node: FieldNode) =>
  (node.kind === 'object' || node.kind === 'array') && node.typeName !== 'LocalizedString';

/**
 * The outline of a long section: its groups (objects and lists) in the spec's order; an embedded
 * offer class contributes its own sections' headings instead. Empty for a short section.
 */
export function sectionOutline(
  root: FieldNode,
  kind: ResourceKind,
  section: SectionId,
): OutlineItem[] {
  const first = resourceSections[kind][0]?.id;
  const members = (root.children ?? []).filter(
    (node) => !node.deprecated && (node.ui?.section ?? first) === section,
  );
  const items: OutlineItem[] = [];
  for (const node of members) {
    if (node.ui?.section === 'offerClass' && node.kind === 'object') {
      const children = (node.children ?? []).filter((c) => !c.deprecated);
      for (const sub of offerClassSections) {
        const head = children.find((c) => (c.ui?.section ?? 'basics') === sub.id);
        if (head) items.push({ title: sub.title, segments: [node.key, head.key] });
      }
    } else if (isGroup(node)) {
      items.push({ title: node.label, segments: [node.key] });
    }
  }
  return items.length >= MIN_ITEMS ? items : [];
}
