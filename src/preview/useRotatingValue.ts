import { useEffect, useState } from 'react';
import { rotatingValue, type RotatingSpec } from './rotatingValue';

/** The live value of a rotating barcode and the seconds until the next one, ticking each second. */
export function useRotatingValue(
  spec: RotatingSpec | null,
  fallback: string,
): { value: string; secondsLeft: number | null } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!spec) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [spec]);
  if (!spec) return { value: fallback, secondsLeft: null };
  const live = rotatingValue(spec, now);
  return {
    value: live.value,
    secondsLeft: Math.max(0, Math.ceil((live.nextChangeAt - now) / 1000)),
  };
}
