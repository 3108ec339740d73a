import type { FieldNode, ResourceKind, SectionId } from '../schema';
import { resourceSections } from '../schema';
import type { Segments } from './fieldPath';

/** The editor section that shows the field at `segments` (its top-level field's section). */
export function sectionOf(root: FieldNode, kind: ResourceKind, segments: Segments): SectionId {
  const first = resourceSections[kind][0]?.id ?? 'basics';
  const top = root.children?.find((child) => child.key === segments[0]);
  return top?.ui?.section ?? first;
}
