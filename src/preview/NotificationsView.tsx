import { memo, useId, useState } from 'react';
import type { PlannedNotification } from '../io/timeline';
import { EditTarget } from './EditTarget';
import { momentText } from './momentTime';

interface NotificationsViewProps {
  notifications: readonly PlannedNotification[];
  zone: string;
  locale?: string;
  onSelect: (at: number) => void;
}

const kindNames: Record<PlannedNotification['kind'], string> = {
  expiry: 'Expiry notification',
  message: 'Message notification',
  fieldUpdate: 'Update notification',
};

/** One notification as the lock screen shows it, with when, why it moved, and why it may not arrive. */
function LockScreen({
  notification: n,
  zone,
  locale,
  onSelect,
}: { notification: PlannedNotification } & Omit<NotificationsViewProps, 'notifications'>) {
  const when = n.at === null ? 'When sent' : momentText(n.at, zone, locale);
  return (
    <li className={`pp-notice ${n.notDelivered ? 'pp-notice--lost' : ''}`}>
      <div
        className="pp-notice__screen"
        role="group"
        aria-label={`Lock screen: ${n.lockScreen.title}, ${n.lockScreen.text}`}
      >
        <span className="pp-notice__app">
          <span className="pp-notice__icon" aria-hidden="true" />
          Google Wallet · {when}
        </span>
        <span className="pp-notice__title">{n.lockScreen.title}</span>
        <span className="pp-notice__text">{n.lockScreen.text}</span>
      </div>
      <div className="pp-notice__about">
        <span className="pp-notice__kind">
          {kindNames[n.kind]}
          {n.counts ? ' · counts toward 3 per 24 hours' : ''}
        </span>
        <span className="pp-notice__basis">Timed by {n.basis}.</span>
        {n.moved && <span className="pp-notice__moved">{n.moved}</span>}
        {n.notDelivered && (
          <strong className="pp-notice__lost" role="note">
            Not delivered: {n.reason}
          </strong>
        )}
        {n.notes.map((note) => (
          <span key={note} className="pp-notice__note">
            {note}
          </span>
        ))}
        {n.choices.map((choice) => (
          <span key={choice} className="pp-notice__note">
            <strong>Preview choice: </strong>
            {choice}
          </span>
        ))}
        <span className="pp-notice__links">
          {n.at !== null && (
            <button
              type="button"
              className="pp-button pp-moment__button"
              onClick={() => onSelect(n.at!)}
            >
              Show this moment
            </button>
          )}
          <EditTarget
            segments={n.segments}
            name={`the field behind this ${kindNames[n.kind].toLowerCase()}`}
            className="pp-timeline__field"
          >
            <span>Field</span>
          </EditTarget>
          <a href={n.source} target="_blank" rel="noopener noreferrer">
            Google’s page
          </a>
        </span>
      </div>
    </li>
  );
}

/** Every notification the pass will send, as lock-screen previews, counted against Google's budget. */
export const NotificationsView = memo(function NotificationsView({
  notifications,
  zone,
  locale,
  onSelect,
}: NotificationsViewProps) {
  const headingId = useId();
  // The lock screens are drawn only while open: their texts repeat the card's.
  const [open, setOpen] = useState(false);
  const lost = notifications.filter((n) => n.notDelivered).length;
  return (
    <details className="pp-trip pp-notices" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="pp-trip__summary" id={headingId}>
        Notifications{' '}
        <span className="pp-timeline__count">
          {notifications.length} planned{lost ? `, ${lost} not delivered` : ''}
        </span>
      </summary>
      {!open ? null : notifications.length === 0 ? (
        <p className="pp-timeline__empty">
          This pass sends no notifications: an offer with a validity end gets Google’s expiry
          notification; a message of type “Text and notify” notifies when it is added.
        </p>
      ) : (
        <ul className="pp-notices__list" aria-labelledby={headingId}>
          {notifications.map((n, index) => (
            <LockScreen
              key={index}
              notification={n}
              zone={zone}
              locale={locale}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </details>
  );
});
