import type { CompareResult } from '../io/diff/compareExports';
import type { ResourceKind } from '../schema/resources';
import { ChangeList } from '../studio/ChangeList';

interface ChangesSinceSaveProps {
  kind: ResourceKind;
  /** The editor's document compared with the server's copy, both as they would be sent. */
  changes: CompareResult;
  onClose: () => void;
}

/**
 * The REST embed's "Changes since the last save": what changed against the server's copy, or why
 * the two cannot be compared (either one has errors), with a button that closes it.
 */
export function ChangesSinceSave({ kind, changes, onClose }: ChangesSinceSaveProps) {
  return (
    <div className="embed-page__notice embed-page__changes">
      {changes.ok ? (
        <ChangeList kind={kind} result={changes} since="the server's copy" />
      ) : (
        <p role="alert">
          {changes.side === 'after'
            ? 'The document has errors, so it cannot be compared as it would be sent.'
            : 'The server’s copy cannot be exported, so it cannot be compared.'}
        </p>
      )}
      <button type="button" className="pse__button pse__button--quiet" onClick={onClose}>
        Close changes
      </button>
    </div>
  );
}
