import { describe, expect, it } from 'vitest';
import { readErrorBody } from './readErrorBody';

const issue = {
  path: '/id',
  segments: ['id'],
  message: 'ID is required',
  severity: 'error',
  code: 'required',
};

describe('readErrorBody', () => {
  it.each([
    [
      'a Google error',
      { error: { code: 403, message: 'Forbidden here', status: 'PERMISSION_DENIED' } },
      { message: 'Forbidden here' },
    ],
    [
      'issues',
      { error: { message: 'Invalid', issues: [issue] } },
      { message: 'Invalid', issues: [issue] },
    ],
    [
      'malformed issues, ignored',
      { error: { message: 'Invalid', issues: [{ path: 1 }] } },
      { message: 'Invalid' },
    ],
    [
      'the stored document',
      { error: { message: 'Changed' }, document: { id: 'a' } },
      { message: 'Changed', document: { id: 'a' } },
    ],
    ['no message', { error: {} }, { message: 'The server answered 500 Internal Server Error' }],
    [
      'a body that is not an object',
      [1],
      { message: 'The server answered 500 Internal Server Error' },
    ],
  ])('reads %s', (_name, body, expected) => {
    expect(readErrorBody(JSON.stringify(body), 500, 'Internal Server Error')).toEqual(expected);
  });

  it('falls back to the status line for a body that is not JSON', () => {
    expect(readErrorBody('<html>Bad gateway</html>', 502, '')).toEqual({
      message: 'The server answered 502',
    });
  });
});
