import type { SectionId } from '../../schema/fieldUi';
import { introspect, type FieldNode } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { resourceSections } from '../../schema/sections';
import { isRecord } from '../walkDocument';

export const sectionTitle = (kind: ResourceKind, section: SectionId): string =>
  resourceSections[kind].find(({ id }) => id === section)?.title ?? section;

/** The top-level fields a section shows (a field without a section is in the first). */
export function sectionNodes(kind: ResourceKind, section: SectionId): FieldNode[] {
  const first = resourceSections[kind][0]?.id;
  const root = introspect(resourceSchemas[kind]);
  return (root.children ?? []).filter((node) => (node.ui?.section ?? first) === section);
}

/** The set fields of a section of `document`, for "Copy section". */
export function sectionValue(
  kind: ResourceKind,
  section: SectionId,
  document: unknown,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (!isRecord(document)) return value;
  for (const { key } of sectionNodes(kind, section)) {
    if (document[key] !== undefined) value[key] = document[key];
  }
  return value;
}
