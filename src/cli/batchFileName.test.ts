import { describe, expect, it } from 'vitest';
import { fileNameProblem } from './batchFileName';

describe('fileNameProblem', () => {
  it.each([
    ['', /is empty/],
    ['x'.repeat(201), /is 201 bytes long; a file name takes at most 200/],
    ['3388000000012345678.' + 'é'.repeat(100), /is 220 bytes long/],
    ['a/b', /contains “\/” or “\\”/],
    ['..\\evil', /contains “\/” or “\\”/],
    ['..', /contains “\.\.”/],
    ['a..b', /contains “\.\.”/],
    ['a\u0000b', /control character/],
    ['a\nb', /control character/],
    ['a\u007fb', /control character/],
    ['CON', /begins with “CON”, a name Windows keeps for a device/],
    ['nul.3388', /begins with “nul”/],
    ['com1', /begins with “com1”/],
    ['row e', /use letters, digits, “\.”, “_” and “-”/],
    ['-2-3;=1+1', /use letters, digits/],
  ])('refuses %j', (id, why) => expect(fileNameProblem(id)).toMatch(why));

  it.each(['3388000000012345678.row-a', 'x'.repeat(200), '-2-3', 'console.1', 'a.b_c-d'])(
    'accepts %j',
    (id) => expect(fileNameProblem(id)).toBeUndefined(),
  );
});
