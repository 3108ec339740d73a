import { describe, expect, it } from 'vitest';
import type { ExportChange } from '../../io';
import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
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
  it.each<[ResourceKind, ExportChange, string]>([
    [
      'transitClass',
      change('deprecated', ['version'], '1'),
      'Removed the deprecated field Version',
    ],
    [
      'transitClass',
      change('null', ['hexBackgroundColor'], null),
      'Left out Background colour: it is null',
    ],
    [
      'transitClass',
      change('textModuleRule', ['textModulesData', 0, 'header'], 'Hi'),
      'Dropped Text modules › 1st › Header (both localized forms present)',
    ],
    [
      'transitClass',
      change('null', ['imageModulesData', 2], null),
      'Left out Image modules › 3rd: it is null',
    ],
    // An enumeration's value by its label, never its JSON spelling.
    [
      'transitClass',
      change('enumSpelling', ['transitType'], 'rail', 'RAIL'),
      'Transit type: wrote “Rail” in Google’s current spelling, not its legacy one',
    ],
    [
      'offerObject',
      change('enumSpelling', ['state'], 'active', 'ACTIVE'),
      'State: wrote “Active” in Google’s current spelling, not its legacy one',
    ],
    [
      'offerObject',
      change('enumSpelling', ['barcode', 'type'], 'qrCode', 'QR_CODE'),
      'Barcode › Type: wrote “QR code” in Google’s current spelling, not its legacy one',
    ],
    [
      'offerObject',
      change('enumSpelling', ['classReference', 'redemptionChannel'], 'instore', 'INSTORE'),
      'Offer class › Redemption channel: wrote “In store” in Google’s current spelling, not its legacy one',
    ],
  ])('%s %j', (kind, input, sentence) => {
    expect(describeExportChange(input, introspect(resourceSchemas[kind]))).toBe(sentence);
  });
});
