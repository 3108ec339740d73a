import {
  Component,
  createElement,
  Suspense,
  use,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Preloadable } from '../ui/preloadable';
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
class DialogLoadFailed extends Component<
  FrameProps & { children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { title, onClose, children } = this.props;
    if (!this.state.failed) return children;
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
  let loaded: ComponentType<P> | undefined;
  // One attempt, kept even when it fails, so that the render that waits for it sees the failure
  // (a new attempt on every render would suspend again and again).
  let attempt: Promise<ComponentType<P>> | undefined;
  const start = () => (attempt ??= load().then((component) => (loaded = component)));
  const preload = () =>
    start().catch((error: unknown) => {
      attempt = undefined;
      throw error;
    });

  function Loaded(props: P) {
    // The module's component, as it was loaded once for every opening.
    return createElement(loaded ?? use(start()), props);
  }
  function LazyDialog(props: P) {
    // Closed after a failure: the next opening loads afresh.
    useEffect(
      () => () => {
        if (!loaded) attempt = undefined;
      },
      [],
    );
    const onClose = closeOf(props);
    return (
      <DialogLoadFailed title={title} onClose={onClose}>
        <Suspense fallback={<DialogLoading title={title} onClose={onClose} />}>
          <Loaded {...props} />
        </Suspense>
      </DialogLoadFailed>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
