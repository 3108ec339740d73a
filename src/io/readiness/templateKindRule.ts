import { otherKindField } from '../otherKindField';
import { parseFieldPath } from '../resolveFieldPath';
import { isRecord } from '../walkDocument';
import { REFERENCE, resourcePage, type ReadinessRule } from './readinessRule';

/**
 * Google's reference (FieldReference.fieldPath) gives `object.purchaseDetails.purchasePrice` as its
 * example: a transit object's field. An offer's template that names it, or a transit class's that
 * names an offer class's field, points at nothing, and the slot stays empty.
 */
export const templateKindRule: ReadinessRule = {
  id: 'google.template.otherKind',
  title:
    'Template field paths name fields of this kind of pass, not ones only the other kind has (a transit object’s purchase details on an offer)',
  source: `${REFERENCE}/ClassTemplateInfo`,
  also: [resourcePage('TransitObject'), resourcePage('OfferObject')],
  scope: 'subtree',
  check: ({ ofType, kind }) =>
    ofType('FieldReference').flatMap(({ value, segments }) => {
      if (!isRecord(value) || typeof value.fieldPath !== 'string') return [];
      const parsed = parseFieldPath(value.fieldPath);
      const field = parsed && otherKindField(kind, parsed);
      if (!field) return [];
      return [
        {
          segments: [...segments, 'fieldPath'],
          message: `${field.label} is a field of ${field.owner}; ${field.reader} has none, so this slot stays empty`,
        },
      ];
    }),
};
