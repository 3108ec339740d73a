import type { Segments } from '../walkDocument';
import type { PlannedNotification } from './notification';

export type TimelineEventKind =
  | 'validFrom'
  | 'validUntil'
  | 'messageShown'
  | 'messageHidden'
  | 'moduleShown'
  | 'moduleHidden'
  | 'notification'
  | 'activation';

/** One moment that changes the pass. */
export interface TimelineEvent {
  /** Epoch milliseconds. */
  at: number;
  kind: TimelineEventKind;
  /** What happens, in a designer's words: “Message “Track works” appears”. */
  title: string;
  /** What changes on the phone. */
  change: string;
  /** The date as written in the document (the sample's for sample data); for a notification, what its time derives from. */
  written: string;
  /** Its field; null for sample data. */
  segments: Segments | null;
  /** The Google page that says so. */
  source: string;
  /** Set when the event comes from sample data, never exported. */
  sample?: boolean;
  notification?: PlannedNotification;
}
