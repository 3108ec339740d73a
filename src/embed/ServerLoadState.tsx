import type { ResourceKind } from '../schema/resources';
import { NotFoundError } from './backend/backendErrors';

interface ServerLoadStateProps {
  kind: ResourceKind;
  id: string;
  pending: boolean;
  error: Error | null;
  /** The server has no such pass: start a blank one with its id, saved as new. */
  onStartNew: () => void;
  onRetry: () => void;
}

/**
 * What the REST embed shows until the editor opens: that the pass is loading; that the server has
 * no such pass, with a way to start one; or why the load failed, with Try again.
 */
export function ServerLoadState({
  kind,
  id,
  pending,
  error,
  onStartNew,
  onRetry,
}: ServerLoadStateProps) {
  if (pending)
    return (
      <p role="status">
        Loading {kind} “{id}” from the server…
      </p>
    );
  if (error instanceof NotFoundError)
    return (
      <div role="alert">
        <p>
          The server has no {kind} “{id}”.
        </p>
        <button type="button" className="pse__button" onClick={onStartNew}>
          Start a new one with this id
        </button>
      </div>
    );
  return (
    <div role="alert">
      <p>
        Could not load {kind} “{id}”: {error?.message}
      </p>
      <button type="button" className="pse__button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
