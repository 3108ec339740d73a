import { describe, expect, it } from 'vitest';
import { introspect } from '../../schema/introspect';
import { offerObjectSchema } from '../../schema/offerObject';
import { describeIssue } from '../../io/describeIssue';
import { exportDocument } from '../../io/exportDocument';
import { lint } from '../../io/lint';
import { parse } from '../../io/parse';
import { repair } from '../../io/repair';

const SECRET = '3132333435363738393031323334353637383930';

function offerWithKey(key: unknown, extra: Record<string, unknown> = {}) {
  return {
    id: '1.offer',
    classId: '1.class',
    rotatingBarcode: {
      type: 'QR_CODE',
      valuePattern: '{totp_value_0}',
      totpDetails: { periodMillis: '30000', parameters: [{ key, valueLength: 8, ...extra }] },
    },
  };
}

const KEY_PATH = '/rotatingBarcode/totpDetails/parameters/0/key';

describe('the TOTP key is never echoed in a message', () => {
  it.each([
    ['a number', Number(SECRET.slice(0, 15)), SECRET.slice(0, 15)],
    ['a list holding the key', [SECRET], SECRET],
    ['an object holding the key', { value: SECRET }, SECRET],
  ])('a key that is %s', (_name, key, secret) => {
    const text = JSON.stringify(offerWithKey(key));
    const result = parse(text, 'offerObject');
    const atKey = result.issues.filter((issue) => issue.path === KEY_PATH);
    expect(atKey.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^Expected text, not /),
    ]);
    for (const issue of result.issues) expect(issue.message).not.toContain(secret);
    const exported = exportDocument(result.document, 'offerObject');
    expect(exported.ok).toBe(false);
    if (!exported.ok)
      for (const issue of exported.issues) expect(issue.message).not.toContain(secret);
  });

  it.each([
    ['invalid_value', { code: 'invalid_value', input: SECRET, values: ['a'] }],
    ['invalid_format', { code: 'invalid_format', format: 'uri', input: SECRET }],
    ['invalid_type', { code: 'invalid_type', expected: 'number', input: SECRET }],
  ])('describeIssue hides a string key in %s too', (_name, issue) => {
    const root = introspect(offerObjectSchema);
    const message = describeIssue(
      { ...issue, path: ['rotatingBarcode', 'totpDetails', 'parameters', 0, 'key'] },
      root,
    );
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(SECRET.slice(0, 8));
  });

  it('a valid key beside other mistakes appears in no issue, lint warning or repair note', () => {
    const document = offerWithKey(SECRET, { unknownField: 1 });
    const text = JSON.stringify({ ...document, state: 'nonsense', hexBackgroundColor: 'red' });
    const result = parse(text, 'offerObject');
    expect(result.issues.length).toBeGreaterThan(0);
    const messages = [
      ...result.issues.map((issue) => issue.message),
      ...lint(result.document, 'offerObject').map((issue) => issue.message),
      ...repair(result.document, 'offerObject').changes.map((change) => change.message),
    ];
    for (const message of messages) expect(message).not.toContain(SECRET);
  });
});
