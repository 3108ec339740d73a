import { useMemo } from 'react';
import { DifferenceList, differ } from '../features/differences';
import { compareDocuments } from '../io/diff/compareDocuments';
import type { ResourceKind } from '../schema/resources';
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
  return (
    <ModalDialog title="Someone else changed this pass" onClose={onClose} className="embed-dialog">
      <p>
        The server holds a newer version (
        {conflict.status === 412 ? 'it changed since you opened it' : 'the id is already taken'}).
        Choose which version to keep; yours stays in the editor until you choose.
      </p>
      {conflict.server ? (
        <Differences kind={kind} local={conflict.local} server={conflict.server} />
      ) : (
        <p>The server's version could not be read; you can still overwrite it with yours.</p>
      )}
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

/** Yours against the server's, in the differences list every surface shows, both sides named. */
function Differences({
  kind,
  local,
  server,
}: {
  kind: ResourceKind;
  local: unknown;
  server: unknown;
}) {
  const compared = useMemo(() => compareDocuments(local, server, kind), [local, server, kind]);
  return (
    <DifferenceList
      kind={kind}
      compared={compared}
      heading={differ()}
      sides={{ before: 'Yours', after: 'Server’s', shown: true }}
      limit={MAX_ROWS}
    />
  );
}
