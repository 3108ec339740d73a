import { describe, expect, it } from 'vitest';
import { holdsSaveLink } from './holdsSaveLink';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJnb29nbGUifQ.c2ln';
const url = `https://pay.google.com/gp/v/save/${jwt}`;

describe('holdsSaveLink', () => {
  it.each([
    ['a save link', url, true],
    ['a bare JWT', `  ${jwt}\n`, true],
    ['an e-mail around a link', `Hello,\n\n<a href="${url}">Add to Google Wallet</a>\n`, true],
    ['the JSON of save-link --json', JSON.stringify({ url, jwt, length: jwt.length }), true],
    ['that JSON indented, with its JWT alone', JSON.stringify({ jwt }, null, 2), true],
    ['a JSON object with a JWT under another key', JSON.stringify({ token: jwt }), false],
    ['a pass', JSON.stringify({ id: 'i.o', classId: 'i.c' }), false],
    [
      'a pass whose barcode value is a JWT',
      JSON.stringify({ id: 'i.o', barcode: { type: 'QR_CODE', value: jwt } }),
      false,
    ],
    ['broken JSON', '{"id": ', false],
    ['a list', '[1, 2]', false],
    ['plain text', 'nothing here', false],
  ])('%s: %s', (_, text, expected) => {
    expect(holdsSaveLink(text)).toBe(expected);
  });
});
