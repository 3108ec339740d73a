import { describe, expect, it } from 'vitest';
import { rotatingValue } from './rotatingValue';

const key = '3132333435363738393031323334353637383930';

describe('rotatingValue', () => {
  it.each([
    ['{totp_value_0}', '94287082'],
    ['id:{totp_value_0}|{totp_timestamp_seconds}', 'id:94287082|30'],
    ['{totp_timestamp_millis}', '30000'],
    ['plain', 'plain'],
  ])('%s at 59 s is %s', (valuePattern, value) => {
    const result = rotatingValue(
      { valuePattern, periodMillis: 30_000, parameters: [{ key, valueLength: 8 }] },
      59_000,
    );
    expect(result).toEqual({ value, nextChangeAt: 60_000, problem: null });
  });

  it.each([
    [[], 'has no TOTP parameter 0'],
    [[{ key: 'xyz', valueLength: 8 }], 'is not hex'],
    // A review link leaves the key out.
    [[{ key: '', valueLength: 8 }], 'TOTP parameter 0 has no key'],
    [[{ key, valueLength: 0 }], 'value length from 1 to 10'],
  ])('names the problem for parameters %j', (parameters, message) => {
    const result = rotatingValue(
      { valuePattern: 'A{totp_value_0}', periodMillis: 30_000, parameters },
      0,
    );
    expect(result.value).toBe('A{totp_value_0}');
    expect(result.problem).toContain(message);
  });
});
