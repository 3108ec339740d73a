import { describe, expect, it } from 'vitest';
import { clipText, makeRowClip, makeSectionClip, readClip, type ClipRead } from './clipEnvelope';

const module = { id: 'fare', header: 'Fare', body: '2.80 EUR' };

describe('the clipboard envelope', () => {
  it('is tagged with its version, type and kind, and reads back as it was made', () => {
    const row = makeRowClip('transitClass', 'textModule', module);
    expect(JSON.parse(clipText(row))).toEqual({
      passStudio: 1,
      type: 'textModule',
      from: 'transitClass',
      value: module,
    });
    expect(readClip(clipText(row))).toEqual({ read: 'clip', clip: row });
    const section = makeSectionClip('offerObject', 'modules', { textModulesData: [module] });
    expect(section.type).toBe('section:modules');
    expect(readClip(clipText(section))).toEqual({ read: 'clip', clip: section });
  });

  it.each<[string, string, ClipRead['read']]>([
    ['nothing', '', 'empty'],
    ['white space', '  \n ', 'empty'],
    ['text', 'Fare: 2.80', 'text'],
    ['a plain object', JSON.stringify(module), 'plain'],
    ['a plain list', JSON.stringify([module, module]), 'plain'],
    ['a plain string in JSON', '"fare"', 'plain'],
    [
      'another version',
      JSON.stringify({ passStudio: 2, type: 'X', from: 'offerClass', value: 1 }),
      'foreign',
    ],
    [
      'an unknown kind',
      JSON.stringify({ passStudio: 1, type: 'X', from: 'loyaltyClass', value: 1 }),
      'foreign',
    ],
    ['no type', JSON.stringify({ passStudio: 1, from: 'offerClass', value: 1 }), 'foreign'],
    ['no value', JSON.stringify({ passStudio: 1, type: 'X', from: 'offerClass' }), 'foreign'],
    [
      'a section the kind lacks',
      JSON.stringify({
        passStudio: 1,
        type: 'section:labels',
        from: 'offerClass',
        value: {},
      }),
      'foreign',
    ],
    [
      'a section that is not an object',
      JSON.stringify({
        passStudio: 1,
        type: 'section:basics',
        from: 'offerClass',
        value: [],
      }),
      'foreign',
    ],
    ['JSON cut short', '{"id": "fare", ', 'text'],
  ])('reads %s as %s', (_name, text, read) => {
    expect(readClip(text).read).toBe(read);
  });

  it('keeps a plain value as it was', () => {
    expect(readClip(JSON.stringify([module]))).toEqual({ read: 'plain', value: [module] });
  });
});
