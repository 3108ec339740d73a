import './dialog.css';
import type { ComponentType } from 'react';
import { freshImport } from '../freshImport';
import { preloadable, type Preloadable } from '../preloadable';
import { DialogActions } from './DialogActions';
import { DialogSizeContext, type DialogSize } from '../dialogSize';
import { ModalDialog } from '../ModalDialog';

interface FrameProps {
  title: string;
  onClose: () => void;
}

/**
 * The dialog while its code loads: its own title and width at once (focus moves in, Escape or
 * Cancel closes it), and a status that says what is happening.
 */
function DialogLoading({ title, onClose }: FrameProps) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <p role="status" className="modal__loading">
        Loading…
      </p>
      <DialogActions dismiss={{ label: 'Cancel', onClick: onClose }} />
    </ModalDialog>
  );
}

/** A dialog whose code did not load (offline, a new version deployed): it says so, and retries. */
function DialogLoadFailed({ title, onClose, onRetry }: FrameProps & { onRetry: () => void }) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div role="alert" className="modal__alert">
        <strong>“{title}” could not be opened.</strong>
        <p>
          Its part of Pass Studio did not load. Check the connection, then try again: nothing was
          lost.
        </p>
      </div>
      <DialogActions
        dismiss={{ label: 'Close', onClick: onClose }}
        primary={{ label: 'Try again', onClick: onRetry, autoFocus: true }}
      />
    </ModalDialog>
  );
}

interface LazyDialogOptions<M, P> {
  title: string;
  size?: DialogSize;
  /** The dialog's module: `() => import('./XDialog')`. */
  load: () => Promise<M>;
  /** The dialog in its module. */
  pick: (module: M) => ComponentType<P>;
  /** The dialog's close handler, from its props. */
  closeOf: (props: P) => () => void;
}

/**
 * A dialog whose module loads when it first opens (or earlier, through `preload`): until then it
 * shows its title and "Loading…" at the dialog's own `size`; a load that fails says so and offers
 * to try again (the module asked for afresh), as does the next opening.
 */
export function lazyDialog<M, P extends object>({
  title,
  size = 'medium',
  load,
  pick,
  closeOf,
}: LazyDialogOptions<M, P>): Preloadable<P> {
  const Lazy = preloadable<P>(
    () => load().then(pick),
    (props) => <DialogLoading title={title} onClose={closeOf(props)} />,
    (props, retry) => <DialogLoadFailed title={title} onClose={closeOf(props)} onRetry={retry} />,
    (error) => (freshImport<M>(error) ?? load()).then(pick),
  );
  function SizedDialog(props: P) {
    return (
      <DialogSizeContext value={size}>
        <Lazy {...props} />
      </DialogSizeContext>
    );
  }
  return Object.assign(SizedDialog, { preload: Lazy.preload });
}
