import { useEffect, useMemo, useRef, useState } from 'react';
import { blankDocument } from '../io/blankDocument';
import { plural } from '../io/verdict';
import type { ResourceKind } from '../schema/resources';
import type { Draft } from '../storage';
import { ServerError } from './backend/backendErrors';
import { createRestBackend } from './backend/createRestBackend';
import { createTokenHolder } from './backend/createTokenHolder';
import type { PassDocument } from './backend/passBackend';
import { usePassQuery } from './backend/usePassQuery';
import { useSavePass } from './backend/useSavePass';
import type { CheckResult } from './checkDocument';
import { ChangesSinceSave } from './ChangesSinceSave';
import { ConflictDialog } from './ConflictDialog';
import { EmbedFrame, type EmbedSession } from './EmbedFrame';
import type { PassEditorHandle } from './PassEditor';
import { ServerLoadState } from './ServerLoadState';
import { toWireIssues } from './toWireIssues';
import { UnsavedDraftNotice } from './UnsavedDraftNotice';
import { signThroughHost, useEmbedBridge } from './useEmbedBridge';
import { useRestDraft } from './useRestDraft';

export interface RestEmbedProps {
  origins: readonly string[];
  targetOrigin: string | null;
  baseUrl: string;
  kind: ResourceKind;
  id: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The embed loading and saving one pass itself, over REST: the host only frames it and listens.
 * Edits are kept as a draft (a `DraftStore` in localStorage) until a save succeeds, and offered
 * back on reload.
 */
export function RestEmbed({ origins, targetOrigin, baseUrl, kind, id }: RestEmbedProps) {
  const editor = useRef<PassEditorHandle>(null);
  const [tokens] = useState(createTokenHolder);
  const [session, setSession] = useState<EmbedSession | null>(null);
  const bridge = useEmbedBridge({
    origins,
    targetOrigin,
    editor,
    onLoad: (nextKind, document) =>
      setSession((previous) => ({
        kind: nextKind,
        document,
        generation: (previous?.generation ?? 0) + 1,
      })),
    onAuth: (next) => {
      tokens.set(next);
      // A load the server refused (401) is worth another try with the new token.
      if (query.isError) void query.refetch();
    },
  });
  const sign = useMemo(() => signThroughHost(bridge), [bridge]);
  useEffect(() => tokens.askWith(() => bridge.current?.requestToken() ?? Promise.resolve(null)));
  const backend = useMemo(
    () => createRestBackend({ baseUrl, auth: tokens.source }),
    [baseUrl, tokens],
  );
  const query = usePassQuery(backend, kind, id);
  const save = useSavePass(backend, kind);
  const { kept, keep: keepDraft, forget: forgetDraft } = useRestDraft(baseUrl, kind, id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [problem, setProblem] = useState('');
  // "Changes since the last save": the editor's document against the server's copy.
  const [changes, setChanges] = useState<{ saved: unknown; current: unknown } | null>(null);
  const showChanges = () => {
    const current = editor.current?.getDocument();
    if (!query.data || current === undefined) return;
    setChanges({ saved: query.data.document, current });
  };

  // The server's version opens the editor once; later cache updates (saves) must not reset it.
  if (session === null && query.data && kept !== undefined) {
    setSession({ kind, document: query.data.document, generation: 1 });
    setDraft(kept && !same(kept.document, query.data.document) ? kept : null);
  }

  const { status, variables } = save;
  // Once created, the pass is saved in place.
  if (isNew && status === 'success') setIsNew(false);
  useEffect(() => {
    if (status !== 'success' || !variables) return;
    // Edits made while the save ran are still unsaved: their draft stays.
    if (same(editor.current?.getDocument(), variables.document)) forgetDraft();
  }, [status, variables, forgetDraft]);

  const onChange = (document: PassDocument, result: CheckResult) => {
    keepDraft(document);
    bridge.current?.emit('change', {
      document,
      valid: result.valid,
      issues: toWireIssues(result.issues),
    });
  };

  const onSave = async () => {
    const current = editor.current;
    if (!current) return;
    // Submitted through the form: refused with the same errors the issue list shows.
    const submitted = await current.export();
    const errors = submitted.ok ? [] : submitted.issues;
    const firstError = errors[0];
    if (firstError) {
      setProblem(`Not saved: ${plural(errors.length, 'error')} to fix first.`);
      current.focusPath(firstError.segments);
      return;
    }
    setProblem('');
    const document = current.getDocument();
    keepDraft(document);
    save.mutate(isNew ? { document } : { id, document, etag: query.data?.etag ?? null });
  };

  const restoreDraft = () => {
    if (!draft) return;
    setSession((previous) => ({
      kind,
      document: draft.document as PassDocument,
      generation: (previous?.generation ?? 0) + 1,
    }));
    setDraft(null);
  };
  const discardDraft = () => {
    forgetDraft();
    setDraft(null);
  };
  const takeServer = () => {
    const conflict = save.conflict;
    if (!conflict?.server) return;
    const server = conflict.server;
    conflict.acceptServer();
    forgetDraft();
    setSession((previous) => ({
      kind,
      document: server,
      generation: (previous?.generation ?? 0) + 1,
    }));
  };
  const startNew = () => {
    setIsNew(true);
    setSession({
      kind,
      document: { ...blankDocument(kind), id },
      generation: 1,
    });
  };

  const error = save.error;
  const saveMessage = save.isPending
    ? 'Saving…'
    : status === 'success'
      ? `Saved to the server at ${new Date(save.submittedAt).toLocaleTimeString()}`
      : error && !save.conflict
        ? `Not saved: ${error.message}${error instanceof ServerError && error.status > 0 ? ` (HTTP ${error.status})` : ''}. Your edits are kept here and as a draft.`
        : problem;

  return (
    <EmbedFrame
      session={session}
      editor={editor}
      onChange={onChange}
      onSign={sign}
      empty={
        <ServerLoadState
          kind={kind}
          id={id}
          pending={query.isPending}
          error={query.error}
          onStartNew={startNew}
          onRetry={() => void query.refetch()}
        />
      }
      actions={
        <>
          <span
            role="status"
            className={`embed-page__status${error && !save.conflict ? ' embed-page__status--failed' : ''}`}
          >
            {saveMessage}
          </span>
          <button
            type="button"
            className="pse__button"
            onClick={showChanges}
            disabled={!session || !query.data}
            aria-expanded={changes !== null}
            title="Changes since the last save"
          >
            Changes
          </button>
          <button
            type="button"
            className="pse__button"
            onClick={() => void onSave()}
            disabled={!session || save.isPending}
          >
            {error && !save.conflict ? 'Retry save' : 'Save'}
          </button>
        </>
      }
    >
      {draft && (
        <UnsavedDraftNotice
          updatedAt={draft.updatedAt}
          onRestore={restoreDraft}
          onDiscard={discardDraft}
        />
      )}
      {changes && (
        <ChangesSinceSave
          kind={session?.kind ?? kind}
          saved={changes.saved}
          current={changes.current}
          onClose={() => setChanges(null)}
        />
      )}
      {save.conflict && (
        <ConflictDialog
          kind={session?.kind ?? kind}
          conflict={save.conflict}
          onTakeServer={takeServer}
          onClose={() => save.reset()}
        />
      )}
    </EmbedFrame>
  );
}
