import { isIsoDateTime } from '../../schema/primitives';
import { fieldPathLabel } from '../fieldPathLabel';
import { templateSources } from '../lintChecks';
import { resolveFieldPath } from '../resolveFieldPath';
import { isRecord } from '../walkDocument';
import { enumUpper, REFERENCE, type ReadinessRule } from './readinessRule';

const SOURCE = `${REFERENCE}/ClassTemplateInfo`;
const ROW_KINDS = ['oneItem', 'twoItems', 'threeItems'] as const;
const present = (value: unknown) => value !== undefined && value !== null;

export const templateOneOfRule: ReadinessRule = {
  id: 'google.template.oneOf',
  title: 'Each card row holds exactly one of oneItem, twoItems, threeItems',
  source: SOURCE,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('CardRowTemplateInfo').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'CardRowTemplateInfo' || !isRecord(value)) return [];
      const set = ROW_KINDS.filter((key) => present(value[key]));
      if (set.length === 1) return [];
      // The layouts as the form's row picker names them: "One item", "Two items".
      const named = (key: string) =>
        node.children?.find((child) => child.key === key)?.label ?? key;
      const layouts = ROW_KINDS.map(named).join(', ');
      return [
        {
          segments: set.length === 0 ? segments : [...segments, set[1]!],
          message:
            set.length === 0
              ? `This card row has no layout; Google needs exactly one of ${layouts}`
              : `This card row sets ${set.map(named).join(' and ')}; Google needs exactly one of them`,
        },
      ];
    }),
};

export const templateSecondValueRule: ReadinessRule = {
  id: 'google.template.secondValue',
  title: 'A template item’s secondValue needs a firstValue',
  source: SOURCE,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('TemplateItem').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'TemplateItem' || !isRecord(value)) return [];
      if (!present(value.secondValue) || present(value.firstValue)) return [];
      return [
        {
          segments: [...segments, 'secondValue'],
          message:
            'Second value is set without a first value; Google shows a second value only after a first one',
        },
      ];
    }),
};

export const templatePredefinedItemRule: ReadinessRule = {
  id: 'google.template.predefinedItem',
  title: 'A template item sets a first value or a predefined item, not both',
  source: SOURCE,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('TemplateItem').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'TemplateItem' || !isRecord(value)) return [];
      const predefined = enumUpper(value.predefinedItem);
      if (!present(value.firstValue) || !predefined || predefined.endsWith('_UNSPECIFIED')) {
        return [];
      }
      return [
        {
          segments: [...segments, 'predefinedItem'],
          message:
            'A predefined item is set beside a first value; Google allows only one of the two',
        },
      ];
    }),
};

const isDate = (value: unknown) =>
  (isRecord(value) && typeof value.date === 'string') ||
  (typeof value === 'string' && isIsoDateTime(value));

export const templateDateFormatRule: ReadinessRule = {
  id: 'google.template.dateFormat',
  title: 'A date format is set only where the field path points at a date',
  source: SOURCE,
  scope: 'document',
  reads: ['FieldReference'],
  check: ({ ofType, document, kind }) => {
    const references = ofType('FieldReference');
    if (references.length === 0) return [];
    const sources = templateSources(kind, document);
    return references.flatMap(({ value, segments }) => {
      if (!isRecord(value) || typeof value.fieldPath !== 'string') return [];
      const format = enumUpper(value.dateFormat);
      if (!format || format.endsWith('_UNSPECIFIED')) return [];
      // Paths that resolve to nothing are google.template.fieldPath's; a class's object paths vary.
      const resolved = resolveFieldPath(value.fieldPath, sources);
      if (resolved === undefined || isDate(resolved)) return [];
      return [
        {
          segments: [...segments, 'dateFormat'],
          message: `A date format is set, but ${fieldPathLabel(value.fieldPath, kind) ?? 'its field'} is not a date; Google applies a date format only to a date`,
        },
      ];
    });
  },
};
