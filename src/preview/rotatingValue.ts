import { hexToBytes, totp } from './totp';

export interface RotatingSpec {
  valuePattern: string;
  periodMillis: number;
  /** Hex keys and digit counts of totpDetails.parameters, by index. Never shown or logged. */
  parameters: readonly { key: string; valueLength: number }[];
}

export interface RotatingValue {
  value: string;
  /** Epoch milliseconds when the next code starts. */
  nextChangeAt: number;
  problem: string | null;
}

/**
 * The live value of a rotating barcode at `nowMillis`: `{totp_value_N}` becomes the TOTP of
 * parameter N, `{totp_timestamp_millis}` and `{totp_timestamp_seconds}` the start of the step.
 */
export function rotatingValue(spec: RotatingSpec, nowMillis: number): RotatingValue {
  const period = spec.periodMillis;
  const stepStart = Math.floor(nowMillis / period) * period;
  const problems: string[] = [];
  const value = spec.valuePattern.replace(
    /\{(totp_value_(\d+)|totp_timestamp_millis|totp_timestamp_seconds)\}/g,
    (whole, name: string, index?: string) => {
      if (name === 'totp_timestamp_millis') return String(stepStart);
      if (name === 'totp_timestamp_seconds') return String(Math.floor(stepStart / 1000));
      const parameter = spec.parameters[Number(index)];
      const key = parameter ? hexToBytes(parameter.key) : undefined;
      if (!parameter) problems.push(`${whole} has no TOTP parameter ${index}`);
      else if (parameter.key === '') problems.push(`TOTP parameter ${index} has no key`);
      else if (!key) problems.push(`the key of TOTP parameter ${index} is not hex`);
      else if (!(parameter.valueLength >= 1 && parameter.valueLength <= 10))
        problems.push(`TOTP parameter ${index} needs a value length from 1 to 10`);
      else return totp(key, nowMillis, period, parameter.valueLength);
      return whole;
    },
  );
  return {
    value,
    nextChangeAt: stepStart + period,
    problem: problems.length ? `Cannot compute the code: ${problems.join('; ')}.` : null,
  };
}
