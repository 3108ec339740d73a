import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../ui/preloadable';
import { ModalDialog } from './import/ModalDialog';

interface FrameProps {
  title: string;
  onClose: () => void;
}

/**
 * The dialog while its code loads: its own title at once (focus moves in, Escape or Cancel
 * closes it), and a status that says what is happening.
 */
function DialogLoading({ title, onClose }: FrameProps) {
  return (
    <ModalDialog title={title} onClose={onClose} className="modal--loading">
      <p role="status">Loading…</p>
      <div className="modal__actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}

/** A dialog whose code did not load (offline, a new version deployed): it says so, and closes. */
function DialogLoadFailed({ title, onClose }: FrameProps) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <p role="alert">
        “{title}” could not be opened. Check the connection, then try again: nothing was lost.
      </p>
      <div className="modal__actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * A dialog whose module loads when it first opens (or earlier, through `preload`): until then it
 * shows its title and "Loading…"; a load that fails says so, and the next opening tries again.
 * `closeOf` reads the dialog's own close handler from its props.
 */
export function lazyDialog<P extends object>(
  title: string,
  load: () => Promise<ComponentType<P>>,
  closeOf: (props: P) => () => void,
): Preloadable<P> {
  return preloadable<P>(
    load,
    (props) => <DialogLoading title={title} onClose={closeOf(props)} />,
    (props) => <DialogLoadFailed title={title} onClose={closeOf(props)} />,
  );
}
