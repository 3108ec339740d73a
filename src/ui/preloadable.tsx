import { Component, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';

/** A component whose module loads on first render, or earlier through `preload`. */
export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the module (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/** What a part whose chunk did not load says in its place; the rest of the page goes on. */
const couldNotLoad = () => (
  <p role="alert">This part could not be loaded. Check the connection, then reload the page.</p>
);

/** Catches a failed load: without it, the error would take the whole page down. */
class LoadFailed extends Component<
  {
    failed: (retry: () => void) => ReactNode;
    onRetry: (error: unknown) => void;
    children: ReactNode;
  },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  retry = () => {
    this.props.onRetry(this.state.error);
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}

/**
 * `React.lazy` that renders at once when its module is already in: after `preload` (on idle, on
 * hover) the first render shows the component, not `fallback` for a frame. A failed load shows
 * `failed` in its place (a short alert by default) and is forgotten, so the next mount or
 * preload tries again, and so does `retry`, which `failed` is given: through `reload` with the
 * error when given (a module at a fresh URL, see freshImport), else `load` again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  failed: (props: P, retry: () => void) => ReactNode = couldNotLoad,
  reload: (error: unknown) => Promise<ComponentType<P>> = load,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  // One attempt, kept when it fails while a render waits for it (so that the render sees the
  // failure, not a new attempt that suspends again); `preload` and the next mount try again.
  let attempt: Promise<ComponentType<P>> | undefined;
  const keep = (loading: Promise<ComponentType<P>>) =>
    loading.then((component) => (loaded = component));
  const start = () => (attempt ??= keep(load()));
  const preload = () =>
    start().catch((error: unknown) => {
      attempt = undefined;
      throw error;
    });
  function Loaded(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  const forget = () => {
    if (!loaded) attempt = undefined;
  };
  const retry = (error: unknown) => {
    if (!loaded) attempt = keep(reload(error));
  };
  // The same element tree before and after the load, so a loaded component never remounts.
  function Lazy(props: P) {
    useEffect(() => forget, []);
    return (
      <LoadFailed failed={(retry) => failed(props, retry)} onRetry={retry}>
        <Suspense fallback={fallback(props)}>
          <Loaded {...props} />
        </Suspense>
      </LoadFailed>
    );
  }
  return Object.assign(Lazy, { preload });
}
