import type { ReactNode } from 'react';
import { DocumentVerdict, type Studio } from '../../studio';
import { SaveStatus, syntaxErrorLabel, type AutosaveState, type SyntaxProblem } from '../drafts';
import type { EditorView } from './useJsonView';

export type DocumentDialog = 'export' | 'saveLink' | 'changes' | 'share' | 'goToField';

interface DocumentToolbarProps {
  studio: Studio;
  /** Another tab edits the document: this one shows it and follows its saves. */
  readOnlyElsewhere: boolean;
  view: EditorView;
  onShowForm: () => void;
  onShowJson: () => void;
  onOpen: (dialog: DocumentDialog) => void;
  syntax: SyntaxProblem | null;
  autosave: AutosaveState;
  /** Commands over the open documents (Publish…, Compare…), after the document's own. */
  workspaceActions?: ReactNode;
}

/** The open document's commands and its two states: the verdict and whether it is saved. */
export function DocumentToolbar({
  studio,
  readOnlyElsewhere,
  view,
  onShowForm,
  onShowJson,
  onOpen,
  syntax,
  autosave,
  workspaceActions,
}: DocumentToolbarProps) {
  return (
    <section className="document-bar" aria-label="Current document">
      {readOnlyElsewhere ? (
        <p className="banner banner--warning" role="status">
          <strong>Read-only here:</strong> this document is open for editing in another tab or
          window. Its saved changes appear here as they happen; close it there to edit here.
        </p>
      ) : null}
      <div className="document-toolbar" role="toolbar" aria-label="Document">
        <button
          type="button"
          onClick={studio.undo}
          disabled={!studio.canUndo}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          onClick={studio.redo}
          disabled={!studio.canRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <button
          type="button"
          onClick={() => onOpen('goToField')}
          aria-keyshortcuts="Control+K Meta+K"
        >
          Go to field…
        </button>
        <div className="segmented" role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'form'} onClick={onShowForm}>
            Form
          </button>
          <button type="button" aria-pressed={view === 'json'} onClick={onShowJson}>
            JSON
          </button>
        </div>
        <button type="button" className="button--primary" onClick={() => onOpen('export')}>
          Export…
        </button>
        <button type="button" onClick={() => onOpen('saveLink')}>
          Save link…
        </button>
        <button type="button" onClick={() => onOpen('changes')}>
          Changes…
        </button>
        <button type="button" onClick={() => onOpen('share')}>
          Share preview…
        </button>
        {workspaceActions}
        <span className="document-toolbar__status">
          {syntax ? (
            // Never "Valid" while the text does not parse: the form holds an older state.
            <span className="document-verdict document-verdict--error" aria-live="polite">
              {syntaxErrorLabel(syntax)}
            </span>
          ) : (
            <DocumentVerdict />
          )}
          {readOnlyElsewhere ? (
            <span role="status" className="save-status">
              Read-only
            </span>
          ) : (
            <SaveStatus
              status={autosave.status}
              lastSavedAt={autosave.lastSavedAt}
              problem={autosave.problem}
              onExport={() => onOpen('export')}
            />
          )}
        </span>
      </div>
    </section>
  );
}
