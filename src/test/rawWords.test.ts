import { describe, expect, it } from 'vitest';
import { rawWords } from './rawWords';

describe('rawWords', () => {
  it.each([
    [
      '“SOMETIMES” is not a date format; use one of DATE_TIME, DATE_ONLY',
      ['an UPPER_CASE name: DATE_TIME', 'an UPPER_CASE name: DATE_ONLY'],
    ],
    [
      "A date format is set, but “class.textModulesData['fare']” is not a date",
      [
        "a field path: class.textModulesData['fare']",
        'a dotted field name: class.textModulesData',
        'a field’s JSON name: textModulesData',
      ],
    ],
    [
      'Moved to /classReference/titleImage/sourceUri',
      [
        'a JSON path: /classReference/titleImage/sourceUri',
        'a field’s JSON name: classReference',
        'a field’s JSON name: titleImage',
        'a field’s JSON name: sourceUri',
      ],
    ],
    [
      'Set validTimeInterval.start first',
      ['a dotted field name: validTimeInterval.start', 'a field’s JSON name: validTimeInterval'],
    ],
    ['“class.title” is empty', ['a dotted field name: class.title']],
    ['State is ACTIVE', ['an enum name: ACTIVE']],
    [
      '{"sortIndex":1,"groupingId":"example"}',
      [
        'a JSON object: {"sortIndex":',
        'a field’s JSON name: sortIndex',
        'a field’s JSON name: groupingId',
      ],
    ],
    ['Review status Approved is Google’s to set', []],
    ['Image modules › 2nd › Image URL', []],
    ['https://example.com/a/b.png did not load', []],
    ['ID “3388000000012345678.other” differs', []],
    ['iOS app: Google marks this deprecated', []],
    ['Unknown property “bodyText” — Text module has no such field', []],
  ])('%s', (text, found) => {
    expect(rawWords(text)).toEqual(found);
  });
});
