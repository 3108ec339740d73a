import { describe, expect, it } from 'vitest';
import { introspect, resourceSchemas } from '../schema';
import { changedSubtree } from './changedSubtree';

const transit = introspect(resourceSchemas.transitClass);
const offer = introspect(resourceSchemas.offerObject);

describe('changedSubtree', () => {
  it.each([
    ['a top-level field', transit, 'issuerName', ['issuerName']],
    ['a field of a top-level object', transit, 'logo.sourceUri.uri', ['logo']],
    ['a field of a row', transit, 'textModulesData.3.header', ['textModulesData', 3]],
    ['a row', transit, 'textModulesData.3', ['textModulesData', 3]],
    ['a list (add, move, remove)', transit, 'textModulesData', ['textModulesData']],
    [
      'a translation of a row: the deepest row',
      transit,
      'textModulesData.3.localizedBody.translatedValues.1.value',
      ['textModulesData', 3, 'localizedBody', 'translatedValues', 1],
    ],
    [
      'a row of the embedded class',
      offer,
      'classReference.messages.2.body',
      ['classReference', 'messages', 2],
    ],
    ['a name the schema does not know', transit, 'noSuchField.x', []],
    ['the whole document', transit, '', []],
  ])('%s', (_, root, name, expected) => {
    expect(changedSubtree(root, name)).toEqual(expected);
  });
});
