import { memo, useId } from 'react';
import {
  deviceTimeZone,
  inMomentRange,
  instantOfWallClock,
  offsetName,
  readDateTime,
  wallClockText,
  zoneOffsetMinutes,
  type TimelineEvent,
} from '../io/timeline';
import { adjacentMoment } from './momentJump';
import type { Moment, MomentActions } from './useMoment';

let zones: readonly string[] | null = null;
/** Every IANA zone the runtime knows, read once. */
function allZones(): readonly string[] {
  zones ??=
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones;
}

/** The zone picker: some 400 options, drawn again only when the choice or the device's zone moves. */
const ZoneSelect = memo(function ZoneSelect({
  chosen,
  device,
  onChange,
}: {
  chosen: string;
  device: string;
  onChange: (zone: string) => void;
}) {
  return (
    <select value={chosen} onChange={(event) => onChange(event.target.value)}>
      <option value="">This device ({device})</option>
      {allZones().map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </select>
  );
});

interface MomentControlProps {
  moment: Moment;
  actions: MomentActions;
  events: readonly TimelineEvent[];
}

/**
 * The moment the preview shows: "Now" or a chosen date and time, the time zone the pass is seen
 * in, and steps to the previous or next moment that changes the pass.
 */
export const MomentControl = memo(function MomentControl({
  moment,
  actions,
  events,
}: MomentControlProps) {
  const id = useId();
  const previous = adjacentMoment(events, moment.at, 'previous');
  const next = adjacentMoment(events, moment.at, 'next');
  const device = deviceTimeZone();
  const offset = offsetName(zoneOffsetMinutes(moment.at, moment.zone));
  const onDate = (value: string) => {
    // A datetime-local input gives "YYYY-MM-DDTHH:mm" or with seconds; empty while being cleared.
    const parsed = readDateTime(value.length === 16 ? `${value}:00` : value);
    const at = parsed && instantOfWallClock(parsed.wallClock, moment.zone);
    if (at !== undefined && inMomentRange(at)) actions.setAt(at);
  };
  return (
    <fieldset className="pp-moment" aria-describedby={`${id}-status`}>
      <legend className="pp-moment__legend">Moment</legend>
      <div className="pp-moment__row">
        <button
          type="button"
          className="pp-button pp-moment__button"
          aria-pressed={moment.live}
          onClick={actions.goLive}
        >
          Now
        </button>
        <button
          type="button"
          className="pp-button pp-moment__button"
          disabled={previous === undefined}
          onClick={() => previous !== undefined && actions.setAt(previous)}
        >
          <span aria-hidden="true">‹ </span>Previous change
        </button>
        <button
          type="button"
          className="pp-button pp-moment__button"
          disabled={next === undefined}
          onClick={() => next !== undefined && actions.setAt(next)}
        >
          Next change<span aria-hidden="true"> ›</span>
        </button>
      </div>
      <div className="pp-moment__row">
        <label className="pp-moment__field">
          <span>Date and time</span>
          <input
            type="datetime-local"
            step={1}
            min="0001-01-01T00:00:00"
            max="9999-12-31T23:59:59"
            value={wallClockText(moment.at, moment.zone)}
            onChange={(event) => onDate(event.target.value)}
          />
        </label>
        <label className="pp-moment__field">
          <span>Time zone</span>
          <ZoneSelect chosen={moment.chosenZone} device={device} onChange={actions.setZone} />
        </label>
      </div>
      <p id={`${id}-status`} className="pp-moment__status">
        {moment.live ? 'Now, ' : 'At the chosen moment, '}
        in {moment.zone} ({offset}). Dates without an offset are local time there.
      </p>
    </fieldset>
  );
});
