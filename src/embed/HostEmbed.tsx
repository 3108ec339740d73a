import { useMemo, useRef, useState } from 'react';
import type { ResourceKind } from '../schema/resources';
import { blankDocument } from '../io/blankDocument';
import type { PassDocument } from './backend/passBackend';
import type { CheckResult } from './checkDocument';
import { EmbedFrame, type EmbedSession } from './EmbedFrame';
import type { PassEditorHandle } from './PassEditor';
import { toWireIssues } from './toWireIssues';
import { signThroughHost, useEmbedBridge } from './useEmbedBridge';

export interface HostEmbedProps {
  origins: readonly string[];
  targetOrigin: string | null;
  /** `?kind=`: start with a blank document instead of waiting for `load`. */
  initialKind: ResourceKind | null;
}

type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; message: string };

/** The embed driven by its host alone: `load` fills it, Save asks the host to store the document. */
export function HostEmbed({ origins, targetOrigin, initialKind }: HostEmbedProps) {
  const editor = useRef<PassEditorHandle>(null);
  const [session, setSession] = useState<EmbedSession | null>(() =>
    initialKind ? { kind: initialKind, document: blankDocument(initialKind), generation: 0 } : null,
  );
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const bridge = useEmbedBridge({
    origins,
    targetOrigin,
    editor,
    onLoad: (kind, document) => {
      setSession((previous) => ({ kind, document, generation: (previous?.generation ?? 0) + 1 }));
      setSave({ state: 'idle' });
    },
  });
  const sign = useMemo(() => signThroughHost(bridge), [bridge]);
  const onChange = (document: PassDocument, result: CheckResult) => {
    bridge.current?.emit('change', {
      document,
      valid: result.valid,
      issues: toWireIssues(result.issues),
    });
  };
  const onSave = () => {
    const current = editor.current;
    if (!current || !session || !bridge.current) return;
    const document = current.getDocument();
    setSave({ state: 'saving' });
    bridge.current.save({ kind: session.kind, document }).then(
      (reply) =>
        setSave(
          reply.ok
            ? { state: 'saved', at: new Date() }
            : { state: 'failed', message: reply.error.message },
        ),
      (error: unknown) =>
        setSave({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  return (
    <EmbedFrame
      session={session}
      editor={editor}
      onChange={onChange}
      onSign={sign}
      empty={<p>Waiting for the host page to load a pass…</p>}
      actions={
        <>
          <span role="status" className={`embed-page__status embed-page__status--${save.state}`}>
            {save.state === 'saving' && 'Saving…'}
            {save.state === 'saved' && `Saved at ${save.at.toLocaleTimeString()}`}
            {save.state === 'failed' && `Not saved: ${save.message} Your edits are still here.`}
          </span>
          <button
            type="button"
            className="pse__button"
            onClick={onSave}
            disabled={!session || save.state === 'saving'}
          >
            Save
          </button>
        </>
      }
    />
  );
}
