import { describe, expect, it } from 'vitest';
import { introspect, nodeAt } from '../../schema/introspect';
import { resourceSchemas } from '../../schema/resources';
import { valueWords } from './valueWords';

const node = (...path: (string | number)[]) =>
  nodeAt(introspect(resourceSchemas.offerObject), path);
const longUrl = `https://img.example/${'a'.repeat(80)}/night.png`;

describe('valueWords', () => {
  it.each<[string, ReturnType<typeof node>, unknown, string]>([
    ['an enumeration in either spelling, by its label', node('state'), 'expired', 'Expired'],
    ['a value the enumeration does not know, as it is', node('state'), 'nope', 'nope'],
    ['true', undefined, true, 'Yes'],
    ['nothing', node('state'), null, 'none'],
    ['an empty text', node('classId'), '', 'empty'],
    ['a text over lines, on one', undefined, 'One\n\n two', 'One two'],
    [
      'an address, shortened in its middle so its end shows',
      undefined,
      longUrl,
      `https://img.example/aaaaaaaaa…${'a'.repeat(20)}/night.png`,
    ],
    [
      'a title by its default text and its translations',
      nodeAt(introspect(resourceSchemas.offerClass), ['localizedIssuerName']),
      {
        defaultValue: { language: 'en', value: 'Bakery' },
        translatedValues: [{ language: 'de', value: 'Bäckerei' }],
      },
      'Bakery (+1 translation)',
    ],
    ['rows by their count', node('textModulesData'), [{}, {}, {}], '3 text modules'],
    ['an object no schema knows, by its values', undefined, { a: 1, b: 'x', c: 2 }, '1, x, …'],
  ])('%s', (_name, field, value, text) => {
    expect(valueWords(field, value).text).toBe(text);
  });

  it('gives a background colour its swatch, and no other text one', () => {
    expect(valueWords(node('hexBackgroundColor'), '#c0392b')).toEqual({
      text: '#c0392b',
      colour: '#c0392b',
    });
    expect(valueWords(node('classId'), '#c0392b').colour).toBeUndefined();
  });
});
