import { useId, useMemo } from 'react';
import type { FieldChange } from '../../io/diff/diffValues';
import type { PatchBody } from '../../io/diff/patchBody';
import { replacedList } from '../../io/diff/replacedList';
import { undoChanges } from '../../io/diff/undoChanges';
import type { PublishPlan, Resource } from '../../io/publish/planPublish';
import type { ReachNote } from '../../io/publish/updateReach';
import { resourceLabels, type ResourceKind } from '../../schema/resources';
import { fieldLabel } from '../../studio';
import { DifferenceList, changedSince } from '../../features/differences';
import { GoogleErrorHelp } from '../../features/googleErrors/GoogleErrorHelp';
import type { PublishRowState, PublishTarget, SendMethod } from './usePublishSession';

const SENT: Record<SendMethod, string> = {
  insert: 'Inserted at Google.',
  update: 'Updated at Google (PUT).',
  patch: 'Patched at Google (PATCH).',
};
const BUSY = {
  reading: 'Reading Google’s copy…',
  insert: 'Inserting…',
  update: 'Updating…',
  patch: 'Patching…',
} as const;

/** A note of the engine in a designer's words: a list by its label, a title's translations as such. */
function noteText(kind: ResourceKind, note: ReachNote): string {
  if (note.id === 'reach.list' && note.segments) return replacedList(kind, note.segments);
  return `${note.message}.`;
}

function Notes({
  kind,
  notes,
  label,
}: {
  kind: ResourceKind;
  notes: readonly ReachNote[];
  label: string;
}) {
  if (notes.length === 0) return null;
  return (
    <ul className="publish__notes" aria-label={label}>
      {notes.map((note, index) => (
        <li key={index} data-note={note.id}>
          {noteText(kind, note)}
        </li>
      ))}
    </ul>
  );
}

/** One open document in the Publish dialog: what Google has, what would change, and the sends. */
export function PublishRow({
  target,
  row,
  onSend,
}: {
  target: PublishTarget;
  row: PublishRowState | undefined;
  onSend: (method: SendMethod) => void;
}) {
  const id = useId();
  const { put, patch } = row?.plans ?? {};
  const busy = row?.busy !== undefined;
  return (
    <li className="publish__row" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        {target.name} <span className="publish__kind">{resourceLabels[target.kind]}</span>
      </h3>
      {row?.busy && <p role="status">{BUSY[row.busy]}</p>}
      {row?.sent && !row.busy && (
        <p role="status" className="publish__sent">
          {SENT[row.sent]}
        </p>
      )}
      {row?.error && (
        <div role="alert" className="publish__error">
          <p>{row.error.message}</p>
          {row.error.explained && <GoogleErrorHelp row={row.error.explained} />}
        </div>
      )}
      {put && !row?.busy && (
        <Plan kind={target.kind} put={put} patch={patch} busy={busy} onSend={onSend} id={id} />
      )}
    </li>
  );
}

function Plan({
  kind,
  put,
  patch,
  busy,
  onSend,
  id,
}: {
  kind: ResourceKind;
  put: PublishPlan;
  patch: PublishPlan | undefined;
  busy: boolean;
  onSend: (method: SendMethod) => void;
  id: string;
}) {
  if (put.action === 'refuse') {
    return (
      <div className="publish__refused">
        <p>Not sent: Google would refuse it. Fix these first:</p>
        <ul>
          {put.issues.map((issue, index) => (
            <li key={index}>
              {issue.segments.length > 0 ? `${fieldLabel(kind, issue.segments)}: ` : ''}
              {issue.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (put.action === 'unchanged')
    return (
      <p className="publish__same">Google’s copy is the same as this document: nothing to send.</p>
    );
  if (put.action === 'insert') {
    return (
      <>
        <p>Google has no copy of this pass yet.</p>
        <Notes kind={kind} notes={put.notes} label="Before you insert" />
        <div className="publish__actions">
          <button
            type="button"
            className="button--primary"
            disabled={busy}
            onClick={() => onSend('insert')}
          >
            Insert
          </button>
        </div>
      </>
    );
  }
  const patchable = patch?.action === 'patch';
  const cannot = patch?.action === 'update' ? (patch.inexpressible ?? []) : [];
  const reason = patchable
    ? ''
    : cannot.length > 0
      ? `A patch cannot remove ${cannot.map((c) => `“${fieldLabel(kind, c.segments)}”`).join(', ')}: use Update, which sends the whole pass.`
      : 'A patch cannot express this change: use Update, which sends the whole pass.';
  return (
    <>
      <UpdateDifferences
        kind={kind}
        body={put.body}
        changes={put.changes}
        patch={{ ...(patchable && { body: patch.body }), inexpressible: cannot }}
      />
      <Notes kind={kind} notes={put.notes} label="Before you update" />
      {patchable && (
        <Notes
          kind={kind}
          notes={patch.notes.filter((note) => note.id === 'reach.list')}
          label="Before you patch"
        />
      )}
      <div className="publish__actions">
        <button
          type="button"
          className="button--primary"
          disabled={busy}
          onClick={() => onSend('update')}
        >
          Update (PUT)
        </button>
        <button
          type="button"
          disabled={busy || !patchable}
          aria-describedby={patchable ? undefined : `${id}-patch`}
          onClick={() => onSend('patch')}
        >
          Patch
        </button>
        {!patchable && (
          <p id={`${id}-patch`} className="publish__cannot">
            {reason}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * What an update changes at Google. The plan keeps the new document and its changes; Google's
 * copy is what those changes undo.
 */
function UpdateDifferences({
  kind,
  body,
  changes,
  patch,
}: {
  kind: ResourceKind;
  body: Resource;
  changes: readonly FieldChange[];
  patch: PatchBody;
}) {
  const compared = useMemo(
    () => ({ before: undoChanges(body, changes), after: body, changes }),
    [body, changes],
  );
  return (
    <DifferenceList
      kind={kind}
      compared={compared}
      heading={changedSince('Google’s copy')}
      patch={patch}
    />
  );
}
