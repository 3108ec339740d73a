import { describe, expect, it } from 'vitest';
import type { ExportChange } from '../../io';
import { describeExportChange, previewValue } from './describeExportChange';

const change = (
  kind: ExportChange['kind'],
  segments: (string | number)[],
  before: unknown,
  after?: unknown,
): ExportChange => ({
  kind,
  segments,
  path: '/' + segments.join('/'),
  before,
  ...(after === undefined ? {} : { after }),
});

describe('describeExportChange', () => {
  it.each<[ExportChange, string]>([
    [change('deprecated', ['version'], '1'), 'Removed deprecated field version'],
    [change('null', ['hexBackgroundColor'], null), 'Dropped null hexBackgroundColor'],
    [
      change('textModuleRule', ['textModulesData', 0, 'header'], 'Hi'),
      'Dropped header (both localized forms present)',
    ],
    [change('enumSpelling', ['transitType'], 'rail', 'RAIL'), 'Wrote RAIL instead of rail'],
    [change('null', ['imageModulesData', 2], null), 'Dropped null /imageModulesData/2'],
  ])('%j', (input, sentence) => {
    expect(describeExportChange(input)).toBe(sentence);
  });
});

describe('previewValue', () => {
  it.each<[unknown, string]>([
    ['rail', '"rail"'],
    [null, 'null'],
    [undefined, '(absent)'],
    [{ a: 'x'.repeat(100) }, `{"a":"${'x'.repeat(53)}…`],
  ])('%j', (value, text) => {
    expect(previewValue(value)).toBe(text);
  });
});
