import { plural } from '../io/verdict';
import type { CompareResult } from '../io/diff/compareExports';
import type { FieldChange } from '../io/diff/diffValues';
import { previewValue } from '../io/describeValue';
import { fieldLabel } from './fieldLabel';
import { ShowPath } from '../ui/ShowPath';
import type { ResourceKind } from '../schema/resources';
import './changes.css';

type Compared = Extract<CompareResult, { ok: true }>;

const VERB = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/**
 * The fields that changed since a saved copy (`since`: a file name, "the server's copy"), each
 * by its label with old and new values, and the PATCH body that would send them. The app's
 * Changes dialog and the embed's REST mode both show it.
 */
export function ChangeList({
  kind,
  result,
  since,
  heading,
  patch = true,
}: {
  kind: ResourceKind;
  result: Compared;
  since: string;
  /** Says the count in other words (two documents side by side): "2 fields differ". */
  heading?: (count: number) => string;
  /** Shows the PATCH body (false where no update is meant: two documents side by side). */
  patch?: boolean;
}) {
  const body = result.patch.body;
  return (
    <section aria-label="Changed fields" className="change-list">
      <h3>
        {heading
          ? heading(result.changes.length)
          : result.changes.length === 0
            ? `No changes since ${since}`
            : `${plural(result.changes.length, 'field')} changed since ${since}`}
      </h3>
      <ul className="changes-dialog__list">
        {result.changes.map((change) => (
          <ChangeItem key={change.path} kind={kind} change={change} />
        ))}
      </ul>
      {patch && body && (
        <details className="changes-dialog__body">
          <summary>PATCH body</summary>
          <pre tabIndex={0}>{JSON.stringify(body, null, 2)}</pre>
        </details>
      )}
      {patch && result.patch.inexpressible.length > 0 && (
        <p className="changes-dialog__problem">
          A PATCH request cannot remove fields (
          {result.patch.inexpressible.map((c) => fieldLabel(kind, c.segments)).join(', ')}): send
          the whole document with PUT instead.
        </p>
      )}
    </section>
  );
}

function ChangeItem({ kind, change }: { kind: ResourceKind; change: FieldChange }) {
  const label = fieldLabel(kind, change.segments);
  return (
    <li>
      <span>
        {VERB[change.change]}: <strong>{label}</strong>
      </span>
      <span className="changes-dialog__diff">
        {change.before !== undefined && <del>{previewValue(change.before)}</del>}
        {change.before !== undefined && change.after !== undefined && ' → '}
        {change.after !== undefined && <ins>{previewValue(change.after)}</ins>}
      </span>
      <ShowPath paths={[change.path]} of={label} />
    </li>
  );
}
