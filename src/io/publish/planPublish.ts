import type { ResourceKind } from '../../schema/resources';
import { diffValues, type FieldChange } from '../diff/diffValues';
import { patchBody } from '../diff/patchBody';
import { exportDocument } from '../exportDocument';
import { fieldLabel } from '../fieldLabel';
import type { Issue } from '../issue';
import { comparableCopy } from './comparableCopy';
import { updateReach, type ReachNote } from './updateReach';

export type Resource = Record<string, unknown>;

export interface UpdatePlan {
  action: 'update' | 'patch';
  body: Resource;
  changes: FieldChange[];
  notes: ReachNote[];
  /** Why a PATCH that was asked for is sent as PUT. */
  fallback?: string;
  /** With `fallback`: the changes a PATCH cannot say. */
  inexpressible?: FieldChange[];
}

export type PublishPlan =
  /** The document is not valid: nothing is sent. */
  | { action: 'refuse'; issues: Issue[] }
  | { action: 'insert'; body: Resource; notes: ReachNote[] }
  | { action: 'unchanged'; notes: ReachNote[] }
  | UpdatePlan;

/** Both ways of updating one document: by PUT and by PATCH. */
export interface PublishPlans {
  put: PublishPlan;
  patch: PublishPlan;
}

/**
 * What publishing `document` does against Google's copy (null: Google has none): insert it;
 * nothing, when the compliant export says what Google has; otherwise PUT the whole export
 * (with the fields Pass Studio does not edit sent back as Google has them), or with `patch` a
 * PATCH of the changed top-level fields. A change PATCH cannot say (a removed field) falls back
 * to PUT, saying why. The notes say who the update reaches (updateReach).
 */
export function planPublish(
  document: unknown,
  kind: ResourceKind,
  googleCopy: Resource | null,
  options: { patch?: boolean } = {},
): PublishPlan {
  return planFrom(compare(document, kind, googleCopy), options.patch ?? false);
}

/**
 * The PUT and the PATCH plans of one document (what the publish dialog offers), from one export
 * of it and one of Google's copy.
 */
export function planPublishBoth(
  document: unknown,
  kind: ResourceKind,
  googleCopy: Resource | null,
): PublishPlans {
  const compared = compare(document, kind, googleCopy);
  return { put: planFrom(compared, false), patch: planFrom(compared, true) };
}

/** The document exported once, against Google's copy exported once. */
type Compared =
  | { done: PublishPlan }
  | {
      kind: ResourceKind;
      googleCopy: Resource;
      before: Resource;
      after: Resource;
      extra: Resource;
      changes: FieldChange[];
      embeddedNote: ReachNote[];
    };

function compare(document: unknown, kind: ResourceKind, googleCopy: Resource | null): Compared {
  const exported = exportDocument(document, kind);
  if (!exported.ok)
    return {
      done: { action: 'refuse', issues: exported.issues.filter((i) => i.severity === 'error') },
    };
  const { classReference: embedded, ...after } = exported.value as Resource;
  // Google fills an object's classReference from its class on read and takes nothing from it.
  const embeddedNote: ReachNote[] =
    kind === 'offerObject' && embedded !== undefined
      ? [
          {
            id: 'reach.embedded',
            message:
              'The embedded offer class is not sent: Google fills it in from the class itself; publish the offer class to change it',
          },
        ]
      : [];
  if (googleCopy === null) return { done: { action: 'insert', body: after, notes: embeddedNote } };

  const { copy, extra } = comparableCopy(kind, googleCopy);
  const google = exportDocument(copy, kind);
  // Google's copy may break the spec (a list where the spec has one value): compare it as it is.
  const before = google.ok ? (google.value as Resource) : copy;
  const changes = diffValues(before, after);
  if (changes.length === 0) {
    return {
      done: {
        action: 'unchanged',
        notes: [
          ...embeddedNote,
          ...updateReach(kind, before, after, { method: 'none', changes }, googleCopy.hasUsers),
        ],
      },
    };
  }
  return { kind, googleCopy, before, after, extra, changes, embeddedNote };
}

function planFrom(compared: Compared, patch: boolean): PublishPlan {
  if ('done' in compared) return compared.done;
  const { kind, googleCopy, before, after, extra, changes, embeddedNote } = compared;
  const notes: ReachNote[] = [...embeddedNote];
  if (patch) {
    const body = patchBody(before, after, changes);
    if (body.body) {
      notes.push(
        ...updateReach(
          kind,
          before,
          after,
          { method: 'PATCH', body: body.body, changes },
          googleCopy.hasUsers,
        ),
      );
      return { action: 'patch', body: body.body, changes, notes };
    }
    const removed = body.inexpressible.map((change) => change.path).join(', ');
    const fallback = `PATCH cannot remove ${removed}: the whole pass is sent with PUT instead`;
    const put = putPlan(kind, before, after, extra, changes, googleCopy.hasUsers);
    return {
      ...put,
      notes: [...notes, ...put.notes],
      fallback,
      inexpressible: body.inexpressible,
    };
  }
  const put = putPlan(kind, before, after, extra, changes, googleCopy.hasUsers);
  return { ...put, notes: [...notes, ...put.notes] };
}

function putPlan(
  kind: ResourceKind,
  before: Resource,
  after: Resource,
  extra: Resource,
  changes: FieldChange[],
  hasUsers: unknown,
): UpdatePlan {
  const body = { ...after, ...extra };
  const notes = updateReach(kind, before, after, { method: 'PUT', body, changes }, hasUsers);
  const kept = Object.keys(extra).map((key) => fieldLabel(kind, [key]));
  if (kept.length > 0) {
    notes.push({
      id: 'reach.kept',
      message: `Google’s ${kept.join(', ')} ${kept.length === 1 ? 'is' : 'are'} not edited here and ${kept.length === 1 ? 'is' : 'are'} sent back as Google has ${kept.length === 1 ? 'it' : 'them'}`,
    });
  }
  return { action: 'update', body, changes, notes };
}
