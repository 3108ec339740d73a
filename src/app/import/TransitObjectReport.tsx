import { sampleTripFromTransitObject, saveSampleTrip } from '../../studio';
import { DialogActions, ModalDialog } from '../../ui/dialog';

/** An open transit class a transit object file can become the sample trip of. */
export interface SampleTripTarget {
  draftId: string;
  name: string;
  /** The class's `id`; the object's `classId` names it. */
  classId: unknown;
}

/**
 * A transit object file: no document of ours, but the sample trip of an open transit class. Using
 * it stores its trip as the sample trip every preview shows, then calls `onUse`.
 */
export function TransitObjectReport({
  name,
  transitObject,
  targets,
  onUse,
  onCancel,
}: {
  name: string;
  transitObject: unknown;
  targets: readonly SampleTripTarget[];
  onUse: (target: SampleTripTarget) => void;
  onCancel: () => void;
}) {
  const use = (target: SampleTripTarget) => {
    saveSampleTrip(sampleTripFromTransitObject(transitObject));
    onUse(target);
  };
  const classId = (transitObject as { classId?: unknown }).classId;
  // The class the object names comes first; any other open transit class may borrow the trip.
  const ordered = [...targets].sort(
    (a, b) => Number(b.classId === classId) - Number(a.classId === classId),
  );
  return (
    <ModalDialog title="Import report" onClose={onCancel} className="import-report">
      <p>
        <strong>{name}</strong> is a transit object: one ticket of a transit class. Pass Studio
        edits the class; the object&rsquo;s trip (stations, times, ticket number, passenger, seat,
        fare) can fill the class&rsquo;s preview as its sample trip. The sample trip is never
        exported.
      </p>
      {ordered.length === 0 ? (
        <p>
          Open its transit class first
          {typeof classId === 'string' && classId !== '' ? ` (“${classId}”)` : ''}, then import this
          file again to use it as the sample trip.
        </p>
      ) : (
        <ul className="import-report__targets" aria-label="Transit classes">
          {ordered.map((target) => (
            <li key={target.draftId}>
              <button type="button" onClick={() => use(target)}>
                Use as sample trip of “{target.name}”
              </button>
              {target.classId === classId ? ' — the class this ticket names' : null}
            </li>
          ))}
        </ul>
      )}
      <DialogActions
        dismiss={{
          label: ordered.length === 0 ? 'Close' : 'Cancel',
          onClick: onCancel,
          autoFocus: true,
        }}
      />
    </ModalDialog>
  );
}
