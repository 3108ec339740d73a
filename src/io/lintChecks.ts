import { barcodeTypeSchema, enumInfo } from '../schema/enums';
import { isUri } from '../schema/primitives';
import { introspect, nodeAt } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { barcodeProblem } from './barcodeProblem';
import { quote } from './describeValue';
import { fieldPathLabel, inSentence } from './fieldPathLabel';
import { googleCounts } from './googleLimits';
import {
  enumShown,
  type Finding,
  type ReadinessContext,
  type RuleScope,
} from './readiness/readinessRule';
import { moduleIdFix } from './moduleIdFix';
import { otherKindField } from './otherKindField';
import { parseFieldPath, resolveFieldPath, type FieldPathSources } from './resolveFieldPath';
import { safeCssColour } from './safeColour';
import { isRecord } from './walkDocument';

/**
 * One editor warning of docs/decisions.md, "Editor warnings": checked like a readiness rule (same
 * context, same scopes), reported under its 'lint.*' code with the rule of src/io/readiness/registry.
 */
export interface LintCheck {
  code: string;
  scope: RuleScope;
  reads?: readonly string[];
  check: (context: ReadinessContext) => Finding[];
}

const ISSUER_ID = /^\d+\..+$/;
const DISPLAYED_CARD_ROWS = googleCounts.cardRows.max;
const ROTATING_TYPES = new Set(['QR_CODE', 'PDF_417']);
const barcodeUpper = enumInfo.get(barcodeTypeSchema)?.toUpper ?? {};
const present = (value: unknown) => value !== undefined && value !== null;

function idFinding(value: unknown, key: string, label: string): Finding[] {
  if (typeof value !== 'string') return [];
  if (value === '') {
    return [
      {
        segments: key === 'classReference' ? ['classReference', 'id'] : [key],
        message: `${label} is empty; Google needs an ID such as 3388000000012345678.my-pass`,
      },
    ];
  }
  if (ISSUER_ID.test(value)) return [];
  return [
    {
      segments: key === 'classReference' ? ['classReference', 'id'] : [key],
      message: `${label} ${quote(value)} does not start with an issuer ID: Google needs your issuer ID in digits, a dot, then your own suffix`,
    },
  ];
}

/** The label of one item of the list at `segments` of a `kind` document (“Text module”). */
function itemLabel(kind: ResourceKind, segments: readonly (string | number)[]) {
  return nodeAt(introspect(resourceSchemas[kind]), segments)?.ui?.itemLabel;
}

/** What a template field path resolves against: the class, and for an object the object too. */
export function templateSources(
  kind: ResourceKind,
  document: Record<string, unknown>,
): FieldPathSources {
  // A class alone has no object in front of it: its object paths are not checked.
  if (kind !== 'offerObject') return { class: document };
  return isRecord(document.classReference)
    ? { class: document.classReference, object: document }
    : { object: document };
}

/** The editor warnings, in the order they are reported for one place. */
export const lintChecks: readonly LintCheck[] = [
  {
    code: 'lint.id',
    scope: 'document',
    check: ({ document, kind }) => {
      if (kind !== 'offerObject') return idFinding(document.id, 'id', 'Class ID');
      const reference = document.classReference;
      return [
        ...idFinding(document.id, 'id', 'Object ID'),
        ...idFinding(document.classId, 'classId', 'Class ID'),
        ...(isRecord(reference) ? idFinding(reference.id, 'classReference', 'Offer class ID') : []),
      ];
    },
  },
  {
    code: 'lint.classReference',
    scope: 'document',
    check: ({ document, kind }) => {
      const reference = document.classReference;
      if (kind !== 'offerObject' || !isRecord(reference)) return [];
      if (typeof reference.id !== 'string' || typeof document.classId !== 'string') return [];
      if (reference.id === document.classId) return [];
      return [
        {
          segments: ['classReference', 'id'],
          message: `The embedded offer class has ID ${quote(reference.id)}, but Class ID is ${quote(document.classId)}`,
        },
      ];
    },
  },
  {
    code: 'lint.colour',
    scope: 'subtree',
    check: ({ withKey }) =>
      withKey('hexBackgroundColor').flatMap(({ node, value, segments }) =>
        node.key === 'hexBackgroundColor' &&
        typeof value === 'string' &&
        safeCssColour(value) === null
          ? [
              {
                segments,
                message: `Background colour ${quote(value)} is not #rgb or #rrggbb; Google may ignore it`,
              },
            ]
          : [],
      ),
  },
  {
    code: 'lint.imageHttps',
    scope: 'subtree',
    check: ({ ofType }) =>
      ofType('ImageUri').flatMap(({ value, segments }) =>
        isRecord(value) &&
        typeof value.uri === 'string' &&
        isUri(value.uri) &&
        !/^https:/i.test(value.uri)
          ? [
              {
                segments: [...segments, 'uri'],
                message: /^\s*data:/i.test(value.uri)
                  ? 'This image is embedded in the file (a data: URL); Google loads images from https URLs only: put it on an https server and give its URL'
                  : `Image URL ${quote(value.uri)} is not https; Google loads images over https only`,
              },
            ]
          : [],
      ),
  },
  {
    code: 'lint.textModuleRule',
    scope: 'subtree',
    check: ({ ofType }) =>
      ofType('TextModuleData').flatMap(({ value, segments }) => {
        if (!isRecord(value) || !present(value.localizedHeader) || !present(value.localizedBody)) {
          return [];
        }
        const set = (['header', 'body'] as const).filter((k) => present(value[k]));
        if (set.length === 0) return [];
        return [
          {
            segments: [...segments, set[0]!],
            message: `${set.map((k) => (k === 'header' ? 'Header' : 'Body')).join(' and ')} will be dropped on export: both localized forms are set, and Google ignores the plain ones then`,
          },
        ];
      }),
  },
  {
    code: 'lint.fieldPath',
    // Resolved against the class and the object: a path breaks when the text module it names goes.
    scope: 'document',
    reads: ['FieldReference'],
    check: ({ ofType, document, kind }) => {
      const references = ofType('FieldReference');
      if (references.length === 0) return [];
      const sources = templateSources(kind, document);
      const where = { class: kind === 'offerObject' ? ['classReference'] : [], object: [] };
      const paths = () =>
        references.flatMap(({ value }) =>
          isRecord(value) && typeof value.fieldPath === 'string' ? [value.fieldPath] : [],
        );
      return references.flatMap(({ value, segments }) => {
        if (!isRecord(value) || typeof value.fieldPath !== 'string') return [];
        const parsed = parseFieldPath(value.fieldPath);
        const at = [...segments, 'fieldPath'];
        if (!parsed) {
          return [
            {
              segments: at,
              message: `This field path is not one Google reads: it starts with “class.” or “object.”, then names fields joined by dots, and a module by its ID in single quotes within brackets`,
            },
          ];
        }
        // A field only the other kind of pass has is google.template.otherKind's to say.
        if (!(parsed.scope in sources) || otherKindField(kind, parsed)) return [];
        if (resolveFieldPath(value.fieldPath, sources) !== undefined) return [];
        const fix = moduleIdFix(value.fieldPath, paths(), sources, where, (scope, names) =>
          itemLabel(kind, [...where[scope], ...names]),
        );
        return [
          {
            segments: at,
            message: `The ${parsed.scope} has no ${inSentence(fieldPathLabel(value.fieldPath, kind) ?? 'such field')}: this slot stays empty`,
            ...(fix && { fix }),
          },
        ];
      });
    },
  },
  {
    code: 'lint.cardRows',
    scope: 'subtree',
    check: ({ ofType }) =>
      ofType('CardTemplateOverride').flatMap(({ value, segments }) => {
        const rows = isRecord(value) ? value.cardRowTemplateInfos : undefined;
        if (!Array.isArray(rows) || rows.length <= DISPLAYED_CARD_ROWS) return [];
        return [
          {
            segments: [...segments, 'cardRowTemplateInfos', DISPLAYED_CARD_ROWS],
            message: `${rows.length} card rows; Google displays only the first ${DISPLAYED_CARD_ROWS}`,
          },
        ];
      }),
  },
  {
    code: 'lint.barcode',
    scope: 'subtree',
    check: ({ ofType }) =>
      ofType('Barcode').flatMap(({ value, segments }) => {
        if (!isRecord(value) || typeof value.type !== 'string' || typeof value.value !== 'string') {
          return [];
        }
        const problem = barcodeProblem(value.type, value.value);
        return problem ? [{ segments: [...segments, 'value'], message: problem }] : [];
      }),
  },
  {
    code: 'lint.rotatingType',
    scope: 'subtree',
    check: ({ ofType }) =>
      ofType('RotatingBarcode').flatMap(({ value, segments }) => {
        if (!isRecord(value)) return [];
        const type =
          typeof value.type === 'string' ? (barcodeUpper[value.type] ?? value.type) : undefined;
        if (type !== undefined && ROTATING_TYPES.has(type)) return [];
        return [
          {
            segments: type === undefined ? segments : [...segments, 'type'],
            message: `Rotating barcodes are shown only as ${enumShown('QR_CODE')} or ${enumShown('PDF_417')}; this one is ${enumShown(value.type) ?? 'not set'}`,
          },
        ];
      }),
  },
];
