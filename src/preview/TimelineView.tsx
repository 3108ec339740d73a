import { memo, useId, useState } from 'react';
import type { TimelineEvent, TimelineEventKind } from '../io/timeline';
import { EditTarget } from './EditTarget';
import { momentOf } from './momentJump';
import { momentText } from './momentTime';
import { nearestEvents } from './nearestEvents';

const families: Record<TimelineEventKind, string> = {
  validFrom: 'validity',
  validUntil: 'validity',
  messageShown: 'message',
  messageHidden: 'message',
  moduleShown: 'module',
  moduleHidden: 'module',
  notification: 'notification',
  activation: 'activation',
};

interface TimelineViewProps {
  events: readonly TimelineEvent[];
  at: number;
  zone: string;
  locale?: string;
  onSelect: (at: number) => void;
}

/** Where on the track, in percent: the events and the moment share one span, padded at both ends. */
function placer(events: readonly TimelineEvent[], at: number) {
  const times = [...events.map((event) => event.at), at];
  const min = Math.min(...times);
  const max = Math.max(...times);
  const span = max - min || 1;
  return (time: number) => 4 + ((time - min) / span) * 92;
}

/** An event's dot on the track; redrawn only when it changed. */
const TrackDot = memo(function TrackDot({
  event,
  left,
  zone,
  locale,
  onSelect,
}: Omit<TimelineRowProps, 'past'> & { left: number }) {
  return (
    <span
      className={`pp-timeline__dot pp-timeline__dot--${families[event.kind]} ${event.notification?.notDelivered ? 'pp-timeline__dot--lost' : ''}`}
      style={{ left: `${left}%` }}
      aria-hidden="true"
      title={`${event.title} — ${momentText(event.at, zone, locale)}`}
      onClick={() => onSelect(momentOf(event))}
    />
  );
});

interface TimelineRowProps {
  event: TimelineEvent;
  past: boolean;
  zone: string;
  locale: string | undefined;
  onSelect: (at: number) => void;
}

/** One event of the list; redrawn only when it changed (unchanged events keep their identity). */
const TimelineRow = memo(function TimelineRow({
  event,
  past,
  zone,
  locale,
  onSelect,
}: TimelineRowProps) {
  return (
    <li className={`pp-timeline__event ${past ? 'pp-timeline__event--past' : ''}`}>
      <span
        className={`pp-timeline__mark pp-timeline__dot--${families[event.kind]}`}
        aria-hidden="true"
      />
      <div className="pp-timeline__text">
        <button
          type="button"
          className="pp-timeline__show"
          aria-label={`${event.title}, ${momentText(event.at, zone, locale)}: show this moment`}
          onClick={() => onSelect(momentOf(event))}
        >
          <time className="pp-timeline__time" dateTime={new Date(event.at).toISOString()}>
            {momentText(event.at, zone, locale)}
          </time>
        </button>
        <span className="pp-timeline__title">{event.title}</span>
        <span className="pp-timeline__change">{event.change}</span>
        <span className="pp-timeline__source">
          {event.segments ? (
            <EditTarget
              segments={event.segments}
              name={`the date of ${event.title}`}
              className="pp-timeline__field"
            >
              <span>Field</span>
            </EditTarget>
          ) : (
            <span className="pp-sample-tag">Sample data</span>
          )}
          <a href={event.source} target="_blank" rel="noopener noreferrer">
            Google’s page
          </a>
        </span>
      </div>
      <button
        type="button"
        className="pp-button pp-moment__button pp-timeline__go"
        aria-label={`Show the pass at ${event.title}`}
        onClick={() => onSelect(momentOf(event))}
      >
        Show
      </button>
    </li>
  );
});

/**
 * The pass's life under the preview: a track of every event (validity, message and module windows,
 * notifications, activation) and the moment, then the same events as a list with what changes and
 * where it comes from. Each event sets the moment, by click or by keyboard.
 */
export const TimelineView = memo(function TimelineView({
  events,
  at,
  zone,
  locale,
  onSelect,
}: TimelineViewProps) {
  const headingId = useId();
  const listId = useId();
  // A long life (hundreds of windows) lists the events around the moment; all on request.
  const [all, setAll] = useState(false);
  if (events.length === 0) {
    return (
      <section className="pp-timeline" aria-labelledby={headingId}>
        <h3 id={headingId} className="pp-timeline__heading">
          Timeline
        </h3>
        <p className="pp-timeline__empty">
          No dates change this pass: set a validity, a message’s display interval or an expiry to
          see it change over time.
        </p>
      </section>
    );
  }
  const place = placer(events, at);
  const [start, end] = all ? [0, events.length] : nearestEvents(events, at);
  return (
    <section className="pp-timeline" aria-labelledby={headingId}>
      <h3 id={headingId} className="pp-timeline__heading">
        Timeline <span className="pp-timeline__count">{events.length} events</span>
      </h3>
      <div className="pp-timeline__track" aria-hidden="true">
        <span className="pp-timeline__axis" aria-hidden="true" />
        <span
          className="pp-timeline__now"
          style={{ left: `${place(at)}%` }}
          aria-hidden="true"
          title={`The moment shown: ${momentText(at, zone, locale)}`}
        />
        {/* A pointer's shortcut: dots close in time overlap, so the keyboard and screen
            readers take each event's time in the list below, one target each. */}
        {events.map((event, index) => (
          <TrackDot
            key={index}
            event={event}
            left={place(event.at)}
            zone={zone}
            locale={locale}
            onSelect={onSelect}
          />
        ))}
      </div>
      <ol id={listId} className="pp-timeline__list" aria-label="Events">
        {events.slice(start, end).map((event, offset) => (
          <TimelineRow
            key={start + offset}
            event={event}
            past={momentOf(event) <= at}
            zone={zone}
            locale={locale}
            onSelect={onSelect}
          />
        ))}
      </ol>
      {all || end - start < events.length ? (
        <p className="pp-timeline__more">
          {all ? null : (
            <span>
              {end - start} of {events.length}, around the moment shown.{' '}
            </span>
          )}
          <button
            type="button"
            className="pp-button pp-moment__button"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? 'List the events around the moment' : `List all ${events.length} events`}
          </button>
        </p>
      ) : null}
    </section>
  );
});
