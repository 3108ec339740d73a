import type { FieldNode } from '../schema/introspect';
import { cellValue, parseBatchPath, type BatchStep } from './batchFieldPath';
import { setAtPath } from './setAtPath';

export interface BatchColumn {
  header: string;
  steps: BatchStep[];
  /** The field the column fills, which says how to read its cells. */
  node: FieldNode;
}

/**
 * The columns of a batch's header row, each read against the schema. Throws, before any row is
 * read, for an empty or repeated header, a path the resource does not have, an index past its
 * list's limit, or columns that together would add more list items to each object than a row
 * may (tried once on an empty object: a row's template can only need fewer).
 */
export function batchColumns(record: readonly string[], root: FieldNode): BatchColumn[] {
  const firstAt = new Map<string, number>();
  const columns = record.map((cell, i) => {
    const header = cell.trim();
    if (header === '')
      throw new Error(
        `column ${i + 1} has no header: name the field it fills, such as barcode.value`,
      );
    const first = firstAt.get(header);
    if (first !== undefined)
      throw new Error(`column “${header}” appears twice (columns ${first + 1} and ${i + 1})`);
    firstAt.set(header, i);
    return { header, ...parseBatchPath(header, root) };
  });
  const added = { items: 0 };
  const skeleton: Record<string, unknown> = {};
  for (const column of columns) {
    try {
      setAtPath(skeleton, column.steps, null, added);
    } catch (error) {
      throw new Error(
        `column “${column.header}”: with the columns before it, ${(error as Error).message} to each object`,
        { cause: error },
      );
    }
  }
  return columns;
}

/** A row with nothing in it: a spreadsheet's empty row, skipped but still counted. */
export const isBlankRow = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * The template with one row's cells set: an empty cell keeps the template's value. Returns the
 * object, or the reasons, one per cell, why the row cannot make one.
 */
export function rowObject(
  template: unknown,
  columns: readonly BatchColumn[],
  record: readonly string[],
): { document: Record<string, unknown> } | { problems: string[] } {
  const extra = record.slice(columns.length).filter((cell) => cell.trim() !== '');
  if (extra.length > 0)
    return {
      problems: [
        `has ${record.length} cells, but the header names ${columns.length} columns (does a cell with a comma need quotes?)`,
      ],
    };
  const document = structuredClone(template) as Record<string, unknown>;
  const added = { items: 0 };
  const problems: string[] = [];
  columns.forEach((column, i) => {
    const text = record[i] ?? '';
    if (text === '') return;
    try {
      setAtPath(document, column.steps, cellValue(text, column.node), added);
    } catch (error) {
      problems.push(`column ${column.header}: ${(error as Error).message}`);
    }
  });
  return problems.length > 0 ? { problems } : { document };
}
