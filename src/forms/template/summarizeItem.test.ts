import { describe, expect, it } from 'vitest';
import type { TemplateItem } from '../../schema';
import type { FieldPathOption } from './fieldPathOptions';
import { summarizeItem } from './summarizeItem';

const options: FieldPathOption[] = [
  { path: "class.textModulesData['fare']", label: 'Fare', group: 'Class' },
  { path: 'object.ticketNumber', label: 'Ticket number', group: 'Transit object' },
];
const names = { options, kind: 'transitClass' as const };
const sel = (...paths: string[]) => ({ fields: paths.map((fieldPath) => ({ fieldPath })) });

describe('summarizeItem', () => {
  it.each<[string, TemplateItem | undefined, string | undefined]>([
    [
      'both values as "A / B"',
      { firstValue: sel("class.textModulesData['fare']"), secondValue: sel('object.ticketNumber') },
      'Fare / Ticket number',
    ],
    [
      'a double-quoted path by its label',
      { firstValue: sel('class.textModulesData["fare"]') },
      'Fare',
    ],
    // Paths the picker does not suggest read as words too, never as the path.
    ['an unknown path in words', { firstValue: sel('object.custom.thing') }, 'Custom › Thing'],
    [
      'a module the picker does not suggest by its ID',
      { firstValue: sel("object.textModulesData['type']") },
      'Text module “type”',
    ],
    ['a path that does not parse as such', { firstValue: sel('fare') }, 'Unreadable field path'],
    [
      'fallbacks as a count',
      { firstValue: sel('object.ticketNumber', 'class.issuerName', 'x') },
      'Ticket number (+2)',
    ],
    ['only the second value', { secondValue: sel('object.ticketNumber') }, 'Ticket number'],
    ['empty paths as nothing', { firstValue: sel('', '  ') }, undefined],
    [
      'a predefined item by its label',
      { predefinedItem: 'FLIGHT_NUMBER_AND_OPERATING_FLIGHT_NUMBER' },
      'Flight',
    ],
    ['an empty item as nothing', {}, undefined],
    ['a missing item as nothing', undefined, undefined],
  ])('shows %s', (_, item, expected) => {
    expect(
      summarizeItem(item, names, { FLIGHT_NUMBER_AND_OPERATING_FLIGHT_NUMBER: 'Flight' }),
    ).toBe(expected);
  });
});
