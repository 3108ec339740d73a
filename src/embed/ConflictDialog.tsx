import { previewValue } from '../io/describeValue';
import { diffValues } from '../io/diff/diffValues';
import { plural } from '../io/verdict';
import type { ResourceKind } from '../schema/resources';
import { fieldLabel } from '../studio';
import { ModalDialog } from '../ui/ModalDialog';
import type { PassConflict } from './backend/useSavePass';

const MAX_ROWS = 40;

/**
 * Both versions after a 409/412, and the user's choice: nothing is overwritten without it. Escape
 * (`onClose`) chooses neither: the user's version stays in the editor, unsaved.
 */
export function ConflictDialog({
  kind,
  conflict,
  onTakeServer,
  onClose,
}: {
  kind: ResourceKind;
  conflict: PassConflict;
  onTakeServer: () => void;
  onClose: () => void;
}) {
  // Yours before, the server's after: each field by its label, as the Changes list names it.
  const differences = conflict.server ? diffValues(conflict.local, conflict.server) : [];
  return (
    <ModalDialog title="Someone else changed this pass" onClose={onClose} className="embed-dialog">
      <p>
        The server holds a newer version (
        {conflict.status === 412 ? 'it changed since you opened it' : 'the id is already taken'}).
        Choose which version to keep; yours stays in the editor until you choose.
      </p>
      {conflict.server ? (
        <table className="embed-dialog__diff">
          <caption>{plural(differences.length, 'field differs', 'fields differ')}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Yours</th>
              <th scope="col">Server's</th>
            </tr>
          </thead>
          <tbody>
            {differences.slice(0, MAX_ROWS).map((row) => (
              <tr key={row.path}>
                <th scope="row">{fieldLabel(kind, row.segments)}</th>
                <td>
                  <code>{previewValue(row.before)}</code>
                </td>
                <td>
                  <code>{previewValue(row.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The server's version could not be read; you can still overwrite it with yours.</p>
      )}
      {differences.length > MAX_ROWS && <p>and {differences.length - MAX_ROWS} more.</p>}
      <div className="embed-dialog__actions">
        <button
          data-autofocus
          type="button"
          className="pse__button"
          onClick={() => conflict.keepLocal()}
        >
          Keep mine (overwrite)
        </button>
        <button
          type="button"
          className="pse__button pse__button--quiet"
          onClick={onTakeServer}
          disabled={!conflict.server}
        >
          Take the server's
        </button>
      </div>
    </ModalDialog>
  );
}
