import { describe, expect, it } from 'vitest';
import { toFieldId, toName } from './fieldPath';

describe('toFieldId', () => {
  it.each([
    ['textModulesData.0', 'body', 'field-textModulesData-0--body'],
    ['textModulesData.0.body', '', 'field-textModulesData-0-body'],
    ['textModulesData.0.body', 'help', 'field-textModulesData-0-body--help'],
  ])('%s + %s -> %s', (name, suffix, id) => {
    expect(toFieldId(name, suffix)).toBe(id);
  });

  it('never gives a row and a field of that row the same id', () => {
    expect(toFieldId('a.0', 'body')).not.toBe(toFieldId('a.0.body'));
  });

  it('joins segments with dots', () => {
    expect(toName(['textModulesData', 3, 'header'])).toBe('textModulesData.3.header');
  });
});
