import { memo } from 'react';
import type { SampleTrip } from './sampleTrip';

const fields: readonly [keyof SampleTrip, string][] = [
  ['originName', 'Origin'],
  ['originCode', 'Origin code'],
  ['destinationName', 'Destination'],
  ['destinationCode', 'Destination code'],
  ['departure', 'Departure'],
  ['ticketNumber', 'Ticket number'],
  ['passenger', 'Passenger'],
  ['fareName', 'Fare name'],
  ['carriage', 'Carriage'],
  ['coach', 'Coach'],
  ['seat', 'Seat'],
  ['platform', 'Platform'],
  ['zone', 'Zone'],
  ['price', 'Price'],
  ['activatedAt', 'Activated at (empty: not activated)'],
];

const dateFields = new Set<keyof SampleTrip>(['departure', 'activatedAt']);

interface SampleTripFormProps {
  trip: SampleTrip;
  onChange: (trip: SampleTrip) => void;
  onReset: () => void;
}

/** The sample journey a transit class is previewed with. Kept in the preview; never exported. */
export const SampleTripForm = memo(function SampleTripForm({
  trip,
  onChange,
  onReset,
}: SampleTripFormProps) {
  return (
    <details className="pp-trip">
      <summary className="pp-trip__summary">
        Sample trip <span className="pp-sample-tag">Sample data — not exported</span>
      </summary>
      <div className="pp-trip__grid">
        <label className="pp-trip__field pp-trip__field--wide">
          <span>Trip type</span>
          <select
            value={trip.tripType}
            onChange={(event) =>
              onChange({
                ...trip,
                tripType: event.target.value === 'ROUND_TRIP' ? 'ROUND_TRIP' : 'ONE_WAY',
              })
            }
          >
            <option value="ONE_WAY">One way</option>
            <option value="ROUND_TRIP">Round trip</option>
          </select>
        </label>
        {fields.map(([key, label]) => (
          <label key={key} className="pp-trip__field">
            <span>{label}</span>
            <input
              type={dateFields.has(key) ? 'datetime-local' : 'text'}
              value={trip[key]}
              onChange={(event) => onChange({ ...trip, [key]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <button type="button" className="pp-button" onClick={onReset}>
        Reset sample trip
      </button>
    </details>
  );
});
