import { googleInt32 } from '../googleLimits';
import { isRecord } from '../walkDocument';
import { REFERENCE, type ReadinessRule } from './readinessRule';

/** Whole numbers the spec takes at any size and Google's API stores in 32 bits. */
const INT32_FIELDS = [
  { on: 'ValueAddedModuleData', key: 'sortIndex', label: 'Sort index' },
  { on: 'GroupingInfo', key: 'sortIndex', label: 'Sort index' },
  { on: 'TotpParameters', key: 'valueLength', label: 'Value length' },
] as const;

const TYPES = [...new Set(INT32_FIELDS.map((field) => field.on))];

export const int32Rule: ReadinessRule = {
  id: 'google.number.range',
  title:
    'Sort indexes and TOTP value lengths fit Google’s 32-bit integers (−2,147,483,648 to 2,147,483,647)',
  source: `${REFERENCE}/ValueAddedModuleData`,
  also: [`${REFERENCE}/offerobject#GroupingInfo`, `${REFERENCE}/RotatingBarcode`],
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType(...TYPES).flatMap(({ node, value, segments }) => {
      if (!isRecord(value)) return [];
      return INT32_FIELDS.filter((field) => field.on === node.typeName).flatMap((field) => {
        const number = value[field.key];
        if (
          typeof number !== 'number' ||
          (number >= googleInt32.min && number <= googleInt32.max)
        ) {
          return [];
        }
        return [
          {
            segments: [...segments, field.key],
            message: `${field.label} ${number} is beyond Google’s 32-bit range (−2,147,483,648 to 2,147,483,647); Google refuses the pass`,
          },
        ];
      });
    }),
};
