import type { ReactNode, RefObject } from 'react';
import { resourceLabels, type ResourceKind } from '../schema/resources';
import type { PassDocument } from './backend/passBackend';
import type { CheckResult } from './checkDocument';
import { PassEditor, type PassEditorHandle, type PassEditorProps } from './PassEditor';

/** The document on screen; a new `generation` mounts a fresh editor with it. */
export interface EmbedSession {
  kind: ResourceKind;
  document: PassDocument;
  generation: number;
}

export interface EmbedFrameProps {
  session: EmbedSession | null;
  editor: RefObject<PassEditorHandle | null>;
  onChange: (document: PassDocument, result: CheckResult) => void;
  /** Right of the title: the save button and its status. */
  actions?: ReactNode;
  /** Between the toolbar and the editor: notices, dialogs. */
  children?: ReactNode;
  /** Shown while there is no session. */
  empty: ReactNode;
  readOnly?: boolean;
  /** Shows the editor's Save link button; the host signs (the `sign` request). */
  onSign?: PassEditorProps['onSign'];
}

/** The embed page's layout: a one-line toolbar over the editor alone. */
export function EmbedFrame({
  session,
  editor,
  onChange,
  actions,
  children,
  empty,
  readOnly,
  onSign,
}: EmbedFrameProps) {
  return (
    <div className="embed-page">
      <header className="embed-page__toolbar">
        <h1 className="embed-page__title">
          Pass Studio
          {session && <span className="embed-page__kind"> · {resourceLabels[session.kind]}</span>}
        </h1>
        <div className="embed-page__actions">{actions}</div>
      </header>
      {children}
      {session ? (
        <PassEditor
          key={session.generation}
          kind={session.kind}
          defaultValue={session.document}
          onChange={onChange}
          readOnly={readOnly}
          onSign={onSign}
          ref={editor}
        />
      ) : (
        <div className="embed-page__empty">{empty}</div>
      )}
    </div>
  );
}
