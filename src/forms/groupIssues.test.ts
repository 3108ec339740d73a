import { describe, expect, it } from 'vitest';
import type { Issue } from '../io/issue';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { groupIssues, type IssueFilter } from './groupIssues';

const issue = (severity: Issue['severity'], ...segments: (string | number)[]): Issue => ({
  path: `/${segments.join('/')}`,
  segments,
  message: 'm',
  severity,
  code: severity === 'error' ? 'too_big' : 'lint.colour',
});

const issues = [
  issue('warning', 'textModulesData', 0, 'header'),
  issue('warning', 'issuerName'),
  issue('error', 'logo', 'sourceUri', 'uri'),
  issue('error', 'id'),
  issue('warning', 'hexBackgroundColor'),
];
const root = introspect(resourceSchemas.transitClass);

/** Each group as "Section: path, path", for a readable expectation. */
const grouped = (filter: IssueFilter) =>
  groupIssues(issues, root, 'transitClass', filter).map(
    ({ section, issues: inSection }) =>
      `${section.title}: ${inSection.map((i) => `${i.severity} ${i.path}`).join(', ')}`,
  );

describe('groupIssues', () => {
  it.each<[IssueFilter, string[]]>([
    [
      'all',
      [
        'Basics: error /id, warning /issuerName, warning /hexBackgroundColor',
        'Images: error /logo/sourceUri/uri',
        'Modules: warning /textModulesData/0/header',
      ],
    ],
    ['errors', ['Basics: error /id', 'Images: error /logo/sourceUri/uri']],
    [
      'warnings',
      [
        'Basics: warning /issuerName, warning /hexBackgroundColor',
        'Modules: warning /textModulesData/0/header',
      ],
    ],
  ])('%s: by the form’s sections in order, errors first in each', (filter, expected) => {
    expect(grouped(filter)).toEqual(expected);
  });

  it('has no group when nothing passes the filter', () => {
    expect(groupIssues([issue('warning', 'issuerName')], root, 'transitClass', 'errors')).toEqual(
      [],
    );
  });
});
