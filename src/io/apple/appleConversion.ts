import { fieldPathLabel } from '../fieldPathLabel';
import { isRecord } from '../walkDocument';
import type { ResourceKind } from '../../schema/resources';
import type { StringsTable } from './googleText';
import type { LossLine, LossReport } from './lossReport';

export const record = (value: unknown) => (isRecord(value) ? value : {});

type Scope = 'class' | 'object';

/** One Google → Apple conversion under way: its source, the pass it builds, and the report. */
export interface AppleConversion {
  kind: ResourceKind;
  cls: Record<string, unknown>;
  obj: Record<string, unknown>;
  style: 'boardingPass' | 'coupon';
  pass: Record<string, unknown>;
  report: LossReport;
  strings: StringsTable;
  /** The source fields that have their line in the report (the rest get one at the end). */
  handled: Set<string>;
  /** A source field in the designer's words. */
  what: (scope: Scope, key: string) => string;
  /** A source field's line in the report. */
  add: (group: string, scope: Scope, key: string, fate: LossLine['fate'], how?: string) => void;
  /** Where a field both may set is set: the object wins, as on Google. */
  pick: (key: string) => [Scope, unknown] | undefined;
}

/** A conversion of `document` (with the class's `object`, for a class) that has carried nothing yet. */
export function startConversion(
  kind: ResourceKind,
  document: unknown,
  object: unknown,
): AppleConversion {
  const source = record(document);
  const cls = kind === 'offerObject' ? record(source.classReference) : source;
  const obj = kind === 'offerObject' ? source : isRecord(object) ? object : {};
  const report: LossReport = [];
  const handled = new Set<string>([
    'class.id',
    'class.kind',
    'class.version',
    'class.reviewStatus',
    'object.id',
    'object.classId',
    'object.kind',
    'object.version',
    'object.classReference',
  ]);
  const what = (scope: Scope, key: string) => fieldPathLabel(`${scope}.${key}`, kind) ?? key;
  return {
    kind,
    cls,
    obj,
    style: kind === 'transitClass' ? 'boardingPass' : 'coupon',
    pass: { formatVersion: 1 },
    report,
    strings: {},
    handled,
    what,
    add: (group, scope, key, fate, how) => {
      handled.add(`${scope}.${key}`);
      report.push({ group, what: what(scope, key), fate, ...(how ? { how } : {}) });
    },
    pick: (key) =>
      obj[key] !== undefined && obj[key] !== null
        ? ['object', obj[key]]
        : cls[key] !== undefined && cls[key] !== null
          ? ['class', cls[key]]
          : undefined,
  };
}
