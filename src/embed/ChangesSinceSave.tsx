import { useMemo } from 'react';
import { DifferenceList, changedSince } from '../features/differences';
import { compareDocuments } from '../io/diff/compareDocuments';
import type { ResourceKind } from '../schema/resources';

interface ChangesSinceSaveProps {
  kind: ResourceKind;
  /** The server's copy. */
  saved: unknown;
  /** The editor's document. */
  current: unknown;
  onClose: () => void;
}

/**
 * The REST embed's "Changes since the last save": what changed against the server's copy, as
 * they would be sent (as edited, saying so, when either one has errors), with the PATCH body.
 */
export function ChangesSinceSave({ kind, saved, current, onClose }: ChangesSinceSaveProps) {
  const compared = useMemo(() => compareDocuments(saved, current, kind), [saved, current, kind]);
  return (
    <div className="embed-page__notice embed-page__changes">
      {compared.asExported ? null : (
        <p role="status">
          {compared.side === 'after' ? 'The document has' : 'The server’s copy has'} errors, so the
          two are compared as edited, not as they would be sent.
        </p>
      )}
      <DifferenceList
        kind={kind}
        compared={compared}
        heading={changedSince("the server's copy")}
        patch={compared.patch}
      />
      <button type="button" className="pse__button pse__button--quiet" onClick={onClose}>
        Close changes
      </button>
    </div>
  );
}
