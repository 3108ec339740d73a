import { useCallback, useEffect, useState } from 'react';
import { useGivenSetting } from './previewSettings';
import { defaultSampleTrip, toSampleTrip, type SampleTrip } from './sampleTrip';

const storageKey = 'pass-studio:preview:sample-trip';
/** Said on window when the sample changes from outside the panel (a transit object file). */
const changedEvent = 'pass-studio:sample-trip';

function load(): SampleTrip {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return stored ? toSampleTrip(JSON.parse(stored)) : defaultSampleTrip;
  } catch {
    return defaultSampleTrip;
  }
}

function store(trip: SampleTrip): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(trip));
  } catch {
    // Storage may be full or blocked (private mode): the sample still works for this session.
  }
}

/** Replaces the sample trip every open preview shows, e.g. with a transit object file's values. */
export function saveSampleTrip(trip: SampleTrip): void {
  store(trip);
  window.dispatchEvent(new CustomEvent<SampleTrip>(changedEvent, { detail: trip }));
}

/** The sample trip, kept in localStorage beside (never inside) the document. */
export function useSampleTrip(): [SampleTrip, (trip: SampleTrip) => void] {
  const { given, store: keep } = useGivenSetting(storageKey);
  const [trip, setTrip] = useState(() => (given === undefined ? load() : toSampleTrip(given)));
  useEffect(() => {
    const onChanged = (event: Event) => setTrip((event as CustomEvent<SampleTrip>).detail);
    window.addEventListener(changedEvent, onChanged);
    return () => window.removeEventListener(changedEvent, onChanged);
  }, []);
  const update = useCallback(
    (next: SampleTrip) => {
      setTrip(next);
      if (keep) store(next);
    },
    [keep],
  );
  return [trip, update];
}
