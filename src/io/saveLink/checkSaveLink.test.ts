import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema/resources';
import { checkSaveLink } from './checkSaveLink';
import type { LinkPass } from './decodeSaveLink';

/** A link of passes saved by id alone: nothing but their ids to check. */
function linkOf(passes: [ResourceKind, Record<string, unknown>][]) {
  return {
    jwt: 'a.b.c',
    header: {},
    claims: {},
    otherLists: [],
    passes: passes.map(([kind, document], index): LinkPass => ({
      kind,
      document,
      at: `passes[${index}]`,
      reference: true,
    })),
  };
}

const issuerFindings = (passes: [ResourceKind, Record<string, unknown>][], issuerId?: string) =>
  checkSaveLink(linkOf(passes), { ...(issuerId && { issuerId }) })
    .filter((finding) => finding.id === 'link.issuer')
    .map(({ where, message }) => `${where}: ${message}`);

const NO_ISSUER =
  'does not start with an issuer ID: Google refuses a link whose IDs are not your issuer ID in digits, a dot, then your own suffix';

describe('checkSaveLink: every id of one issuer', () => {
  it.each<[string, [ResourceKind, Record<string, unknown>][], string | undefined, string[]]>([
    [
      'ids of one issuer',
      [
        ['transitClass', { id: '3388.a' }],
        ['offerClass', { id: '3388.b' }],
      ],
      undefined,
      [],
    ],
    [
      'an id of another issuer',
      [
        ['offerClass', { id: '3388.a' }],
        ['offerObject', { id: '999.b', classId: '3388.a' }],
      ],
      undefined,
      [
        'passes[1]/id: Object ID “999.b” is of issuer 999, not 3388: a link saves the passes of one issuer',
      ],
    ],
    [
      'an object whose class is of another issuer',
      [['offerObject', { id: '3388.o', classId: '999.c' }]],
      undefined,
      [
        'passes[0]/classId: Class ID “999.c” is of issuer 999, not 3388: a link saves the passes of one issuer',
      ],
    ],
    [
      'the issuer the caller names',
      [['transitClass', { id: '999.a' }]],
      '3388',
      [
        'passes[0]/id: Class ID “999.a” is of issuer 999, not 3388: a link saves the passes of one issuer',
      ],
    ],
    // A prefix of letters is no issuer ID: it neither sets the issuer the others are held to
    // nor passes when every id has it.
    [
      'a prefix of letters before a numeric one',
      [
        ['transitClass', { id: 'acme.a' }],
        ['offerClass', { id: '3388.b' }],
      ],
      undefined,
      [`passes[0]/id: Class ID “acme.a” ${NO_ISSUER}`],
    ],
    [
      'prefixes of letters only',
      [
        ['transitClass', { id: 'acme.a' }],
        ['offerClass', { id: 'acme.b' }],
      ],
      undefined,
      [
        `passes[0]/id: Class ID “acme.a” ${NO_ISSUER}`,
        `passes[1]/id: Class ID “acme.b” ${NO_ISSUER}`,
      ],
    ],
    [
      'an id without a dot',
      [['offerClass', { id: '3388' }]],
      undefined,
      [`passes[0]/id: Class ID “3388” ${NO_ISSUER}`],
    ],
    [
      'an id that is no text',
      [['offerClass', { id: 42 }]],
      undefined,
      [`passes[0]/id: Class ID “42” ${NO_ISSUER}`],
    ],
  ])('%s', (_, passes, issuerId, expected) => {
    expect(issuerFindings(passes, issuerId)).toEqual(expected);
  });
});
