import { describe, expect, it } from 'vitest';
import type { ExportChange } from '../../io';
import { introspect } from '../../schema/introspect';
import { resourceSchemas } from '../../schema/resources';
import { describeExportChange } from './describeExportChange';

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
    [change('deprecated', ['version'], '1'), 'Removed the deprecated field Version'],
    [change('null', ['hexBackgroundColor'], null), 'Left out Background colour: it is null'],
    [
      change('textModuleRule', ['textModulesData', 0, 'header'], 'Hi'),
      'Dropped Text modules › 1st › Header (both localized forms present)',
    ],
    [
      change('enumSpelling', ['transitType'], 'rail', 'RAIL'),
      'Transit type: wrote RAIL instead of rail',
    ],
    [change('null', ['imageModulesData', 2], null), 'Left out Image modules › 3rd: it is null'],
  ])('%j', (input, sentence) => {
    expect(describeExportChange(input, introspect(resourceSchemas.transitClass))).toBe(sentence);
  });
});
