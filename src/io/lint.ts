import { barcodeTypeSchema, enumInfo } from '../schema/enums';
import { introspect, type FieldNode } from '../schema/introspect';
import { isUri } from '../schema/primitives';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { barcodeProblem } from './barcodeProblem';
import { googleCounts } from './googleLimits';
import { safeCssColour } from './safeColour';
import { quote } from './describeValue';
import { toPointer, type Issue } from './issue';
import { readiness } from './readiness/readiness';
import type { ImageMeasurements } from './readiness/readinessRule';
import { lintRules } from './readiness/registry';
import { parseFieldPath, resolveFieldPath, type FieldPathSources } from './resolveFieldPath';
import { isRecord, walkDocument, type Segments } from './walkDocument';

const ISSUER_ID = /^\d+\..+$/;
const DISPLAYED_CARD_ROWS = googleCounts.cardRows.max;
const ROTATING_TYPES = new Set(['QR_CODE', 'PDF_417']);
const barcodeUpper = enumInfo.get(barcodeTypeSchema)?.toUpper ?? {};

function warning(segments: Segments, code: string, message: string): Issue {
  const rule = lintRules[code];
  return {
    path: toPointer(segments),
    segments,
    message,
    severity: 'warning',
    code,
    ...(rule && { rule: rule.id, source: rule.source }),
  };
}

export interface LintOptions {
  /** Natural sizes of the document's images by URI, as measured so far (or 'failed'). */
  images?: ImageMeasurements;
}

const present = (value: unknown) => value !== undefined && value !== null;

function idWarning(value: unknown, segments: Segments, label: string): Issue[] {
  if (typeof value !== 'string') return [];
  if (value === '')
    return [
      warning(
        segments,
        'lint.id',
        `${label} is empty; Google needs an ID such as 3388000000012345678.my-pass`,
      ),
    ];
  if (!ISSUER_ID.test(value)) {
    return [
      warning(
        segments,
        'lint.id',
        `${label} ${quote(value)} is not of the form issuerId.suffix (your issuer ID in digits, a dot, then your own suffix)`,
      ),
    ];
  }
  return [];
}

function templateSources(kind: ResourceKind, document: Record<string, unknown>): FieldPathSources {
  // A class alone has no object in front of it: its object paths are not checked.
  if (kind !== 'offerObject') return { class: document };
  return isRecord(document.classReference)
    ? { class: document.classReference, object: document }
    : { object: document };
}

function visitNode(
  node: FieldNode,
  value: unknown,
  segments: Segments,
  sources: FieldPathSources,
): Issue[] {
  if (
    node.key === 'hexBackgroundColor' &&
    typeof value === 'string' &&
    safeCssColour(value) === null
  ) {
    return [
      warning(
        segments,
        'lint.colour',
        `Background colour ${quote(value)} is not #rgb or #rrggbb; Google may ignore it`,
      ),
    ];
  }
  if (!isRecord(value)) return [];
  switch (node.typeName) {
    case 'ImageUri':
      if (typeof value.uri === 'string' && isUri(value.uri) && !/^https:/i.test(value.uri)) {
        return [
          warning(
            [...segments, 'uri'],
            'lint.imageHttps',
            `Image URL ${quote(value.uri)} is not https:; Google loads images over https only`,
          ),
        ];
      }
      return [];
    case 'TextModuleData':
      if (present(value.localizedHeader) && present(value.localizedBody)) {
        const set = (['header', 'body'] as const).filter((k) => present(value[k]));
        if (set.length > 0) {
          return [
            warning(
              [...segments, set[0]!],
              'lint.textModuleRule',
              `${set.map((k) => (k === 'header' ? 'Header' : 'Body')).join(' and ')} will be dropped on export: both localized forms are set, and Google ignores the plain ones then`,
            ),
          ];
        }
      }
      return [];
    case 'FieldReference': {
      if (typeof value.fieldPath !== 'string') return [];
      const parsed = parseFieldPath(value.fieldPath);
      const at = [...segments, 'fieldPath'];
      if (!parsed) {
        return [
          warning(
            at,
            'lint.fieldPath',
            `Field path ${quote(value.fieldPath)} is not of the form class.field or object.field['id']`,
          ),
        ];
      }
      if (!(parsed.scope in sources)) return [];
      if (resolveFieldPath(value.fieldPath, sources) !== undefined) return [];
      return [
        warning(
          at,
          'lint.fieldPath',
          `Field path ${quote(value.fieldPath)} points at nothing on the ${parsed.scope}; the slot will stay empty`,
        ),
      ];
    }
    case 'CardTemplateOverride': {
      const rows = value.cardRowTemplateInfos;
      if (Array.isArray(rows) && rows.length > DISPLAYED_CARD_ROWS) {
        return [
          warning(
            [...segments, 'cardRowTemplateInfos', DISPLAYED_CARD_ROWS],
            'lint.cardRows',
            `${rows.length} card rows; Google displays only the first ${DISPLAYED_CARD_ROWS}`,
          ),
        ];
      }
      return [];
    }
    case 'Barcode': {
      if (typeof value.type !== 'string' || typeof value.value !== 'string') return [];
      const problem = barcodeProblem(value.type, value.value);
      return problem ? [warning([...segments, 'value'], 'lint.barcode', problem)] : [];
    }
    case 'RotatingBarcode': {
      const type =
        typeof value.type === 'string' ? (barcodeUpper[value.type] ?? value.type) : undefined;
      if (type !== undefined && ROTATING_TYPES.has(type)) return [];
      const at = type === undefined ? segments : [...segments, 'type'];
      return [
        warning(
          at,
          'lint.rotatingType',
          `Rotating barcodes are shown only as QR_CODE or PDF_417; this one is ${type ?? 'not set'}`,
        ),
      ];
    }
    default:
      return [];
  }
}

/**
 * Every warning of a document: the editor warnings of docs/decisions.md, "Editor warnings" and the
 * readiness checks of "Ready for Google" (src/io/readiness), each with its rule id and source.
 * Shown next to the field, never blocking export. Works on any document, valid or not.
 */
export function lint(document: unknown, kind: ResourceKind, options: LintOptions = {}): Issue[] {
  if (!isRecord(document)) return [];
  const sources = templateSources(kind, document);
  const issues: Issue[] = [];
  issues.push(...idWarning(document.id, ['id'], kind === 'offerObject' ? 'Object ID' : 'Class ID'));
  if (kind === 'offerObject') {
    issues.push(...idWarning(document.classId, ['classId'], 'Class ID'));
    const reference = document.classReference;
    if (isRecord(reference)) {
      issues.push(...idWarning(reference.id, ['classReference', 'id'], 'Offer class ID'));
      if (
        typeof reference.id === 'string' &&
        typeof document.classId === 'string' &&
        reference.id !== document.classId
      ) {
        issues.push(
          warning(
            ['classReference', 'id'],
            'lint.classReference',
            `The embedded offer class has ID ${quote(reference.id)}, but Class ID is ${quote(document.classId)}`,
          ),
        );
      }
    }
  }
  walkDocument(introspect(resourceSchemas[kind]), document, (node, value, segments) => {
    issues.push(...visitNode(node, value, segments, sources));
  });
  issues.push(...readiness(document, kind, options.images));
  return issues;
}
