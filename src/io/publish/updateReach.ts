import { plural } from '../verdict';
import { classKinds, type ResourceKind } from '../../schema/resources';
import type { FieldChange } from '../diff/diffValues';
import { imageUris } from '../readiness';
import { isRecord } from '../walkDocument';

/** Something to know before an update is sent: who it reaches and what it replaces. */
export interface ReachNote {
  id:
    | 'reach.class'
    | 'reach.holders'
    | 'reach.list'
    | 'reach.image'
    | 'reach.notify'
    | 'reach.kept'
    | 'reach.embedded';
  message: string;
  /** reach.list: where the list is in the pass. */
  segments?: readonly string[];
}

const REFERENCE = 'https://developers.google.com/wallet/reference/rest/v1';

/** Where the lists a PATCH body sets are: PATCH replaces a list whole, whatever it held. */
function listsIn(value: unknown, segments: string[], out: string[][]): string[][] {
  if (Array.isArray(value)) out.push(segments);
  else if (isRecord(value))
    for (const [key, child] of Object.entries(value)) listsIn(child, [...segments, key], out);
  return out;
}

const newMessages = (before: unknown, after: unknown): Record<string, unknown>[] => {
  const old = new Set((Array.isArray(before) ? before : []).filter(isRecord).map((m) => m.id));
  return (Array.isArray(after) ? after : []).filter(isRecord).filter((m) => !old.has(m.id));
};

/**
 * Who an update of Google's copy `before` to `after` reaches, and what will surprise: a class
 * update changes every saved pass of it; a PATCH replaces each list it sends whole; a picture
 * replaced at the same URL may stay cached on phones; which changes notify holders, and the
 * budget of three notifications per pass a day
 * (https://developers.google.com/wallet/retail/offers/use-cases/trigger-push-notifications).
 */
export function updateReach(
  kind: ResourceKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  request: {
    method: 'PUT' | 'PATCH' | 'none';
    body?: Record<string, unknown>;
    changes: readonly FieldChange[];
  },
  hasUsers: unknown,
): ReachNote[] {
  const notes: ReachNote[] = [];
  const changed = request.changes.length > 0;
  if (changed && classKinds.includes(kind)) {
    notes.push({
      id: 'reach.class',
      message: 'This changes the pass of everyone who saved a pass of this class',
    });
  } else if (changed && hasUsers === true) {
    notes.push({
      id: 'reach.holders',
      message: 'Someone saved this pass: the change shows on their phone',
    });
  }
  if (request.method === 'PATCH' && request.body) {
    for (const segments of listsIn(request.body, [], [])) {
      notes.push({
        id: 'reach.list',
        message: `PATCH replaces the whole list ${segments.join('.')}: Google keeps none of its old items`,
        segments,
      });
    }
  }
  const beforeImages = new Set(imageUris(before, kind));
  const kept = imageUris(after, kind).filter((uri) => beforeImages.has(uri));
  if (kept.length > 0) {
    notes.push({
      id: 'reach.image',
      message: `${plural(kept.length, 'image keeps its', 'images keep their')} URL: a picture replaced at the same URL may not refresh on phones that cached it; give a new picture a new URL (…?v=2)`,
    });
  }
  const notifying = newMessages(before.messages, after.messages).filter(
    (m) => m.messageType === 'TEXT_AND_NOTIFY',
  );
  if (changed && after.notifyPreference === 'NOTIFY_ON_UPDATE') {
    notes.push({
      id: 'reach.notify',
      message: `“Notify on updates” is on: holders get a notification if a changed field is one Google notifies for; it counts against 3 notifications per pass in 24 hours (${REFERENCE}/NotificationSettingsForUpdates)`,
    });
  } else if (changed) {
    notes.push({
      id: 'reach.notify',
      message:
        'Holders get no notification of this change: “Notify on updates” is not on (and Google turns it off again after each update)',
    });
  }
  if (notifying.length > 0) {
    notes.push({
      id: 'reach.notify',
      message: `${plural(notifying.length, 'new message')} set to notify (“Text and notify”): each notifies holders and counts against 3 notifications per pass in 24 hours`,
    });
  }
  return notes;
}
