import { describe, expect, it } from 'vitest';
import type { LinkPass } from '../../io/saveLink/decodeSaveLink';
import type { LinkFinding } from '../../io/saveLink/linkFinding';
import { linkPassImports } from './linkPassImports';

const pass = (kind: LinkPass['kind'], document: Record<string, unknown>, reference = false) =>
  ({ kind, document, at: `${kind}s[0]`, reference }) satisfies LinkPass;

describe('linkPassImports', () => {
  it('opens classes before objects, leaves passes saved by id closed, and counts each one’s issues', () => {
    const passes = [
      pass('offerObject', { id: '3388.spring-pass', classId: '3388.spring' }),
      pass('offerClass', { id: '3388.spring' }),
      pass('offerObject', { id: '3388.by-id', classId: '3388.spring' }, true),
      pass('transitClass', { issuerName: 'Metro' }),
    ];
    const issue = { path: '/title', segments: ['title'], code: 'x', message: 'm' };
    const findings: LinkFinding[] = [
      {
        id: 'pass.issue',
        severity: 'error',
        where: '',
        pass: 1,
        message: 'm',
        issue: { ...issue, severity: 'error' },
      },
      {
        id: 'pass.issue',
        severity: 'warning',
        where: '',
        pass: 1,
        message: 'm',
        issue: { ...issue, severity: 'warning' },
      },
      { id: 'link.aud', severity: 'error', where: 'claims.aud', message: 'not a pass issue' },
    ];
    expect(
      linkPassImports(passes, findings).map(({ pass, name, kind, verdict }) => [
        pass,
        name,
        kind,
        verdict,
      ]),
    ).toEqual([
      [1, 'spring', 'offerClass', { errors: 1, warnings: 1 }],
      [3, 'Transit class from a save link', 'transitClass', { errors: 0, warnings: 0 }],
      [0, 'spring-pass', 'offerObject', { errors: 0, warnings: 0 }],
    ]);
  });
});
