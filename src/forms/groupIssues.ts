import type { Issue } from '../io/issue';
import { resourceSections, type FieldNode, type ResourceKind, type Section } from '../schema';
import { sectionOf } from './sectionOf';

/** Which issues the list shows: all, the errors, or Google's warnings. */
export type IssueFilter = 'all' | 'errors' | 'warnings';

export interface IssueGroup {
  section: Section;
  /** Errors first, then warnings, each in the document's order. */
  issues: Issue[];
}

const shown = (filter: IssueFilter, issue: Issue) =>
  filter === 'all' || (filter === 'errors') === (issue.severity === 'error');

/** The issues `filter` keeps, grouped by the form's section, in the form's order of sections. */
export function groupIssues(
  issues: readonly Issue[],
  root: FieldNode,
  kind: ResourceKind,
  filter: IssueFilter,
): IssueGroup[] {
  const bySection = new Map<string, Issue[]>();
  for (const issue of issues) {
    if (!shown(filter, issue)) continue;
    const id = sectionOf(root, kind, issue.segments);
    bySection.set(id, [...(bySection.get(id) ?? []), issue]);
  }
  return resourceSections[kind].flatMap((section) => {
    const found = bySection.get(section.id);
    if (!found) return [];
    const errors = found.filter((issue) => issue.severity === 'error');
    return [
      { section, issues: [...errors, ...found.filter((issue) => issue.severity !== 'error')] },
    ];
  });
}
