import { SAFE_JWT_LENGTH } from '../../io/saveLink/saveLinkLength';
import './link.css';

const format = (n: number) => n.toLocaleString('en-US');

/** A save link's JWT length against Google's safe limit, in words and as a meter. */
export function LengthMeter({ length, exact }: { length: number; exact: boolean }) {
  const over = length > SAFE_JWT_LENGTH;
  return (
    <div className="length-meter" data-over={over || undefined}>
      <label>
        <span>
          JWT length{exact ? '' : ' (estimated)'}: {format(length)} of {format(SAFE_JWT_LENGTH)}{' '}
          characters
        </span>
        <meter
          min={0}
          max={SAFE_JWT_LENGTH}
          low={SAFE_JWT_LENGTH * 0.75}
          high={SAFE_JWT_LENGTH * 0.95}
          optimum={0}
          value={Math.min(length, SAFE_JWT_LENGTH)}
        />
      </label>
      {over && (
        <p className="link-problem">
          Over Google’s safe length by {format(length - SAFE_JWT_LENGTH)}: browsers and e-mail
          clients may cut the link.
        </p>
      )}
    </div>
  );
}
