import { describe, expect, it } from 'vitest';
import type { Issue } from '../issue';
import { verdictWords } from '../verdict';
import { linkVerdict } from './linkVerdict';
import type { LinkFinding } from './linkFinding';

const issue = { path: '/x', segments: ['x'], message: 'x', code: 'x' } as const;
const finding = (
  severity: LinkFinding['severity'],
  pass?: number,
  own: Issue['severity'] | null = null,
): LinkFinding => ({
  id: pass === undefined ? 'link.length' : 'pass.issue',
  severity,
  message: 'm',
  where: '',
  ...(pass === undefined ? {} : { pass }),
  ...(own ? { issue: { ...issue, severity: own } } : {}),
});

const findings = [
  finding('error', 0, 'error'),
  finding('warning', 0, 'warning'),
  finding('warning', 1, 'warning'),
  finding('warning'),
  finding('note'),
];

describe('linkVerdict', () => {
  it.each([
    ['the whole link', undefined, '1 error · 2 Google warnings · 1 other warning'],
    ['a pass with an error and a warning', 0, '1 error · 1 Google warning'],
    ['a pass with a warning', 1, 'Valid · 1 Google warning'],
    ['a pass with nothing', 2, 'Ready'],
  ])('%s reads “%s”', (_, pass, text) => {
    expect(verdictWords(linkVerdict(findings, pass)).text).toBe(text);
  });

  it('counts no note', () => {
    expect(verdictWords(linkVerdict([finding('note')])).text).toBe('Ready');
  });
});
