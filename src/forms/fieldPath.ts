import type { Segments } from '../io/walkDocument';

export type { Segments };

/** react-hook-form's dotted name of a path: ['textModulesData', 3, 'header'] -> 'textModulesData.3.header'. */
export function toName(segments: Segments): string {
  return segments.join('.');
}

export { toSegments, valueAt } from '../io/walkDocument';

/** A DOM id for the control of a field; dots and other characters ids dislike become '-'. */
export function toFieldId(name: string, suffix = ''): string {
  // '--' before the suffix: a single '-' stands for a dot, so 'row.body' never meets 'row' + 'body'.
  return 'field-' + name.replace(/[^A-Za-z0-9_]/g, '-') + (suffix ? '--' + suffix : '');
}
