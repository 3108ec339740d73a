import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema/resources';
import type { Segments } from '../walkDocument';
import { pasteProblem } from './pasteProblem';

const issue = (segments: Segments, message = 'Expected text, not the number 42') => ({
  path: '',
  segments,
  message,
  severity: 'error' as const,
  code: 'invalid_type',
});

const modules = ['textModulesData', 1];

describe('where a pasted value goes wrong, in the editor’s words', () => {
  it.each<[string, ResourceKind, Segments, Segments, string, Segments?]>([
    [
      'the pasted row itself: its message as it is',
      'transitClass',
      modules,
      modules,
      'Expected text, not the number 42',
    ],
    [
      'a field of the row: the list, the row and the field',
      'transitClass',
      modules,
      [...modules, 'header'],
      'Text modules › 2nd › Header: Expected text, not the number 42',
    ],
    [
      'the text of a localized field: the field, not “Text”',
      'transitClass',
      modules,
      [...modules, 'localizedHeader', 'defaultValue', 'value'],
      'Text modules › 2nd › Header: Expected text, not the number 42',
    ],
    [
      'a translation in the embedded class of an offer object',
      'offerObject',
      ['classReference', 'textModulesData', 0],
      ['classReference', 'textModulesData', 0, 'localizedBody', 'translatedValues', 0, 'value'],
      'Offer class › Text modules › 1st › Body › 1st translation: Expected text, not the number 42',
    ],
    [
      'an image module’s picture',
      'transitClass',
      ['imageModulesData', 0],
      ['imageModulesData', 0, 'mainImage', 'sourceUri', 'uri'],
      'Image modules › 1st › Image URL: Expected text, not the number 42',
    ],
    [
      'after a field the sentence has named: from there on',
      'transitClass',
      ['textModulesData'],
      [...modules, 'header'],
      '2nd › Header: Expected text, not the number 42',
      ['textModulesData'],
    ],
  ])('%s', (_name, kind, at, segments, says, named) => {
    expect(pasteProblem(kind, at, issue(segments), named)).toBe(says);
  });
});
