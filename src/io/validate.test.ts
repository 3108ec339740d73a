import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema/resources';
import { validate } from './validate';

const transit = (extra: Record<string, unknown>) => ({ id: '1.a', ...extra });
const offer = (extra: Record<string, unknown>) => ({ id: '1.a', classId: '1.b', ...extra });
const image = (uri: string) => ({ sourceUri: { uri } });

describe('validate: messages read as sentences', () => {
  it.each<[string, ResourceKind, unknown, string, string]>([
    [
      'a header over 35',
      'transitClass',
      transit({ textModulesData: [{ header: 'x'.repeat(41) }] }),
      '/textModulesData/0/header',
      'Header has 41 characters; the limit is 35',
    ],
    ['a missing id', 'transitClass', {}, '/id', 'Class ID is required'],
    ['a missing classId', 'offerObject', { id: '1.a' }, '/classId', 'Class ID is required'],
    [
      'an unknown property',
      'transitClass',
      transit({ textModulesData: [{ foo: 1 }] }),
      '/textModulesData/0/foo',
      'Unknown property “foo” — Text module has no such field',
    ],
    [
      'kind on an ImageUri',
      'transitClass',
      transit({
        logo: { sourceUri: { uri: 'https://a.example/l.png', kind: 'walletobjects#uri' } },
      }),
      '/logo/sourceUri/kind',
      'Unknown property “kind” — Image URI has no such field',
    ],
    [
      'a latitude out of bounds',
      'offerObject',
      offer({ locations: [{ latitude: 95.5, longitude: 0 }] }),
      '/locations/0/latitude',
      'Latitude must be between -90 and 90; it is 95.5',
    ],
    [
      'a number as text',
      'offerObject',
      offer({ locations: [{ latitude: '45.5', longitude: 0 }] }),
      '/locations/0/latitude',
      'Expected a number, not the text “45.5”',
    ],
    [
      'a boolean as text',
      'transitClass',
      transit({ enableSmartTap: 'yes' }),
      '/enableSmartTap',
      'Expected true or false, not the text “yes”',
    ],
    [
      'a boolean as number',
      'transitClass',
      transit({ enableSmartTap: 1 }),
      '/enableSmartTap',
      'Expected true or false, not the number 1',
    ],
    [
      'a fraction for an integer',
      'offerObject',
      offer({ groupingInfo: { sortIndex: 1.5 } }),
      '/groupingInfo/sortIndex',
      'Expected a whole number, not the number 1.5',
    ],
    [
      'a number for text',
      'transitClass',
      transit({ issuerName: 123 }),
      '/issuerName',
      'Expected text, not the number 123',
    ],
    [
      'null where not nullable',
      'offerObject',
      offer({ state: null }),
      '/state',
      'Must not be null here; leave the field out instead',
    ],
    [
      'null on a defaulted boolean',
      'offerObject',
      offer({ hasLinkedDevice: null }),
      '/hasLinkedDevice',
      'Must not be null here; leave the field out instead',
    ],
    [
      'an unknown enum value',
      'transitClass',
      transit({ transitType: 'Railway' }),
      '/transitType',
      '“Railway” is not a transit type; choose one of Bus, Rail, Tram, Ferry, Other',
    ],
    [
      'a padded enum value',
      'offerObject',
      offer({ state: ' ACTIVE' }),
      '/state',
      '“ ACTIVE” is not a state; choose one of Active, Completed, Expired, Inactive',
    ],
    [
      'a template placeholder URI',
      'transitClass',
      transit({ logo: image('{EXTERNAL_URL_BASE}/icon.png') }),
      '/logo/sourceUri/uri',
      '“{EXTERNAL_URL_BASE}/icon.png” is not an absolute URI: it needs a scheme such as https: and only characters RFC 3986 allows (no spaces, braces or quotes)',
    ],
    [
      'an empty image URI',
      'transitClass',
      transit({ logo: image('') }),
      '/logo/sourceUri/uri',
      'Image URL is empty; an absolute URI such as https://example.com/logo.png is required',
    ],
    [
      'a date without time',
      'offerObject',
      offer({ validTimeInterval: { start: { date: '2025-03-01' } } }),
      '/validTimeInterval/start/date',
      '“2025-03-01” is not an ISO 8601 date-time such as 2025-03-01T10:00:00 or 2025-03-01T10:00:00Z',
    ],
    [
      'a callback URL over 2083',
      'transitClass',
      transit({ callbackOptions: { url: 'https://a.example/' + 'x'.repeat(2100) } }),
      '/callbackOptions/url',
      'Callback URL has 2118 characters; the limit is 2083',
    ],
    ['an array as the document', 'transitClass', [], '', 'Expected an object, not a list'],
    [
      'null as the document',
      'offerObject',
      null,
      '',
      'The document is null; expected a JSON object',
    ],
  ])('%s', (_name, kind, document, path, message) => {
    expect(validate(document, kind)).toContainEqual(
      expect.objectContaining({ path, message, severity: 'error' }),
    );
  });

  it.each<[string, ResourceKind, unknown]>([
    [
      'both enum spellings',
      'offerObject',
      offer({ state: 'active', notifyPreference: 'NOTIFY_ON_UPDATE' }),
    ],
    [
      '35 emoji in a header (code points)',
      'transitClass',
      transit({ textModulesData: [{ header: '🚆'.repeat(35) }] }),
    ],
    ['an empty id', 'transitClass', { id: '' }],
    [
      'any URI scheme',
      'transitClass',
      transit({ callbackOptions: { url: 'urn:isbn:0451450523' } }),
    ],
    [
      'kind where the spec lists it',
      'offerObject',
      offer({ kind: 'walletobjects#offerObject', barcode: { kind: 'walletobjects#barcode' } }),
    ],
    [
      'null where the spec writes | null',
      'transitClass',
      transit({ reviewStatus: null, logo: null }),
    ],
    [
      'a date-time with offset and fraction',
      'offerObject',
      offer({ validTimeInterval: { end: { date: '2025-03-01T10:00:00.250+01:00' } } }),
    ],
  ])('accepts %s', (_name, kind, document) => {
    expect(validate(document, kind)).toEqual([]);
  });

  it('reports every unknown property as its own issue with its own path', () => {
    const paths = validate(transit({ a: 1, b: 2 }), 'transitClass').map((i) => i.path);
    expect(paths).toEqual(['/a', '/b']);
  });
});
