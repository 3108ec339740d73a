import type { Segments } from '../walkDocument';

/** Why a planned notification will not reach the phone. */
export type NotDelivered = 'budget' | 'afterEnd' | 'disabled' | 'neverShown' | 'noEnd';

/** One notification a pass will send, as planned from the document (docs/preview.md, "The pass over time"). */
export interface PlannedNotification {
  kind: 'expiry' | 'message' | 'fieldUpdate';
  /** Epoch milliseconds; null: at the moment the pass or its update is sent. */
  at: number | null;
  /** What its time derives from, in words with the date as written. */
  basis: string;
  /** Where the document asked for it, when Google moves it (quiet hours, the 30-day mark). */
  requested?: number;
  /** Why it moved, in words. */
  moved?: string;
  /** Why it is not delivered; undefined when it is. */
  notDelivered?: NotDelivered;
  /** The reason, in words. */
  reason?: string;
  /** What the lock screen shows: Google words it, never the issuer. */
  lockScreen: { title: string; text: string };
  /** Where it comes from; null for sample data. */
  segments: Segments | null;
  /** Counts toward Google's 3 notifications per pass in 24 hours. */
  counts: boolean;
  source: string;
  /** Where Google is silent: what the preview chose. */
  choices: readonly string[];
  /** Other facts worth saying beside it. */
  notes: readonly string[];
}
