import { useEffect, useRef, type RefObject } from 'react';
import type { ResourceKind } from '../schema/resources';
import type { PassDocument } from './backend/passBackend';
import { createBridge, type Bridge, type BridgeWindow } from './createBridge';
import type { PassEditorHandle } from './PassEditor';
import type { SignSaveLink } from './useHostSaveLink';

export interface EmbedBridgeOptions {
  origins: readonly string[];
  targetOrigin: string | null;
  editor: RefObject<PassEditorHandle | null>;
  /** The host sent `load`. */
  onLoad: (kind: ResourceKind, document: PassDocument) => void;
  /** The host sent `auth` with a bearer token; without it, `auth` is answered "no backend". */
  onAuth?: (token: string) => void;
}

/**
 * The page's bridge to its host while mounted: says `ready`, answers requests through the
 * editor, and reports the page's height whenever it changes.
 */
export function useEmbedBridge({
  origins,
  targetOrigin,
  editor,
  onLoad,
  onAuth,
}: EmbedBridgeOptions): RefObject<Bridge | null> {
  const bridge = useRef<Bridge | null>(null);
  const latestLoad = useRef(onLoad);
  const latestAuth = useRef(onAuth);
  useEffect(() => {
    latestLoad.current = onLoad;
    latestAuth.current = onAuth;
  });
  const takesAuth = onAuth !== undefined;
  useEffect(() => {
    if (window.parent === window) return;
    const self: BridgeWindow = window;
    const created = createBridge({
      window: self,
      origins,
      targetOrigin,
      editor: {
        load: (kind, document) => latestLoad.current(kind, document),
        validate: () => editor.current?.validate() ?? null,
        export: () => editor.current?.export() ?? null,
        ...(takesAuth ? { auth: (token: string) => latestAuth.current?.(token) } : {}),
      },
    });
    bridge.current = created;
    created.emit('ready', {});
    let height = -1;
    const observer = new ResizeObserver(() => {
      const next = Math.ceil(document.body.getBoundingClientRect().height);
      if (next === height) return;
      height = next;
      created.emit('resize', { height });
    });
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      created.stop();
      bridge.current = null;
    };
  }, [origins, targetOrigin, editor, takesAuth]);
  return bridge;
}

/** The editor's Save link signer: the host page signs through the bridge (`sign`). */
export function signThroughHost(bridge: RefObject<Bridge | null>): SignSaveLink {
  return (claims) =>
    bridge.current
      ? bridge.current.sign({ ...claims })
      : Promise.reject(new Error('No host page to sign the link.'));
}
