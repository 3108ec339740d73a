import { useCallback, useState } from 'react';
import { defaultSampleTrip, toSampleTrip, type SampleTrip } from './sampleTrip';

const storageKey = 'pass-studio:preview:sample-trip';

function load(): SampleTrip {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return stored ? toSampleTrip(JSON.parse(stored)) : defaultSampleTrip;
  } catch {
    return defaultSampleTrip;
  }
}

/** The sample trip, kept in localStorage beside (never inside) the document. */
export function useSampleTrip(): [SampleTrip, (trip: SampleTrip) => void] {
  const [trip, setTrip] = useState(load);
  const update = useCallback((next: SampleTrip) => {
    setTrip(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage may be full or blocked (private mode): the sample still works for this session.
    }
  }, []);
  return [trip, update];
}
