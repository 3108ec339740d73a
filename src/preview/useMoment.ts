import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { deviceTimeZone, knownTimeZone } from '../io/timeline';
import { noteChosenMoment, PreviewSettingsContext } from './previewSettings';
import { usePreviewSetting } from './usePreviewSetting';

/** How often "Now" re-reads the clock: often enough for an expiry, rare enough to cost nothing. */
const NOW_REFRESH_MS = 30_000;

export interface Moment {
  /** Epoch milliseconds. */
  at: number;
  /** "Now": the moment follows the clock. */
  live: boolean;
  /** The IANA zone the pass is seen in. */
  zone: string;
  /** The zone chosen: '' for the device's. */
  chosenZone: string;
}

export interface MomentActions {
  setAt: (at: number) => void;
  setZone: (zone: string) => void;
  goLive: () => void;
}

/**
 * The moment the preview shows: "Now" by default, or a chosen instant; in the device's time zone
 * or a chosen one (kept with the other preview settings). "Now" moves every 30 seconds, never per
 * keystroke, so the card model's options stay the same while the designer types.
 */
export function useMoment(): [Moment, MomentActions] {
  const given = useContext(PreviewSettingsContext)?.moment;
  const [chosen, setChosen] = useState<number | null>(given ?? null);
  const [clock, setClock] = useState(() => Date.now());
  const [chosenZone, setZone] = usePreviewSetting('pass-studio:preview:time-zone', (stored) =>
    typeof stored === 'string' && knownTimeZone(stored) ? stored : '',
  );
  const live = chosen === null;
  useEffect(() => {
    noteChosenMoment(chosen);
    return () => noteChosenMoment(null);
  }, [chosen]);
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setClock(Date.now()), NOW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [live]);
  const goLive = useCallback(() => {
    setClock(Date.now());
    setChosen(null);
  }, []);
  const zone = chosenZone || deviceTimeZone();
  const at = chosen ?? clock;
  // The same objects while nothing changed: the panels that read them skip a keystroke's render.
  const moment = useMemo(() => ({ at, live, zone, chosenZone }), [at, live, zone, chosenZone]);
  const actions = useMemo(() => ({ setAt: setChosen, setZone, goLive }), [setZone, goLive]);
  return [moment, actions];
}
