import { googleCounts } from '../googleLimits';
import { isRecord, type Segments } from '../walkDocument';
import { codePoints, type FindingFix } from './readinessRule';

// The spec's bounds of a text module's plain header and body.
const HEADER_MAX = 35;
const BODY_MAX = 500;

const fits = (text: unknown, max: number) =>
  text === undefined || text === null || (typeof text === 'string' && codePoints(text) <= max);

/** An info module cell as a text module, or undefined when it would not be one Google takes. */
function asTextModule(cell: unknown): Record<string, unknown> | undefined {
  if (!isRecord(cell)) return undefined;
  const { label, value, localizedLabel, localizedValue } = cell;
  if (!fits(label, HEADER_MAX) || !fits(value, BODY_MAX)) return undefined;
  // Plain texts beside both localized ones are ignored: that choice is the designer's.
  if ((label ?? value) != null && localizedLabel != null && localizedValue != null)
    return undefined;
  const module: Record<string, unknown> = {};
  if (label != null) module.header = label;
  if (value != null) module.body = value;
  if (localizedLabel != null) module.localizedHeader = localizedLabel;
  if (localizedValue != null) module.localizedBody = localizedValue;
  return Object.keys(module).length > 0 ? module : undefined;
}

/**
 * Google's replacement of the info module (“Use textModulesData instead”): each cell, row by row,
 * becomes a text module after the class's own, its label the header and its value the body.
 * Offered only when every cell fits a text module and Google would still show them all.
 */
export function moveInfoModule(
  holder: Record<string, unknown>,
  at: Segments,
): FindingFix | undefined {
  const info = holder.infoModuleData;
  if (!isRecord(info) || !Array.isArray(info.labelValueRows)) return undefined;
  const cells = (info.labelValueRows as unknown[]).flatMap((row): unknown[] =>
    isRecord(row) && Array.isArray(row.columns) ? (row.columns as unknown[]) : [undefined],
  );
  const modules = cells.map(asTextModule);
  if (modules.some((module) => module === undefined)) return undefined;
  const existing = holder.textModulesData;
  if (existing !== undefined && existing !== null && !Array.isArray(existing)) return undefined;
  const before: unknown[] = Array.isArray(existing) ? existing : [];
  if (before.length + modules.length > googleCounts.textModules.max) return undefined;
  return {
    name:
      modules.length === 0
        ? 'Remove the empty info module'
        : `Move its ${modules.length === 1 ? 'cell' : `${modules.length} cells`} into text modules`,
    changes: [
      ...(modules.length > 0
        ? [
            {
              op: 'add' as const,
              segments: [...at, 'textModulesData'],
              value: [...before, ...modules],
            },
          ]
        : []),
      { op: 'remove', segments: [...at, 'infoModuleData'] },
    ],
  };
}
