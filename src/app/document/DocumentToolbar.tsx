import { useRef, type ReactNode } from 'react';
import { DocumentVerdict, type Studio } from '../../studio';
import { Segmented } from '../../ui/Segmented';
import { SaveStatus, syntaxErrorLabel, type AutosaveState, type SyntaxProblem } from '../drafts';
import { MoreMenu } from './MoreMenu';
import type { EditorView } from './useJsonView';
import { useToolbarFit } from './useToolbarFit';

const views = [
  ['form', 'Form'],
  ['json', 'JSON'],
] as const satisfies readonly (readonly [EditorView, string])[];

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

const icon = (path: string) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/**
 * The open document's commands and its two states: the verdict and whether it is saved, on one
 * row at any width (useToolbarFit): the least used commands move into More when they do not fit.
 */
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
  const bar = useRef<HTMLDivElement>(null);
  useToolbarFit(bar);
  return (
    <section className="document-bar" aria-label="Current document">
      {readOnlyElsewhere ? (
        <p className="banner banner--warning" role="status">
          <strong>Read-only here:</strong> this document is open for editing in another tab or
          window. Its saved changes appear here as they happen; close it there to edit here.
        </p>
      ) : null}
      <div ref={bar} className="document-toolbar" role="toolbar" aria-label="Document">
        <button
          type="button"
          data-fit="kept"
          onClick={studio.undo}
          disabled={!studio.canUndo}
          aria-label="Undo"
          aria-keyshortcuts="Control+Z"
          data-tip="Undo"
        >
          {icon('M5.5 3 2.5 6l3 3M3 6h6.5a3.5 3.5 0 0 1 0 7H6')}
          <span className="document-toolbar__label">Undo</span>
        </button>
        <button
          type="button"
          data-fit="kept"
          onClick={studio.redo}
          disabled={!studio.canRedo}
          aria-label="Redo"
          aria-keyshortcuts="Control+Shift+Z"
          data-tip="Redo"
        >
          {icon('M10.5 3l3 3-3 3M13 6H6.5a3.5 3.5 0 0 0 0 7H10')}
          <span className="document-toolbar__label">Redo</span>
        </button>
        <button
          type="button"
          data-fit="movable"
          onClick={() => onOpen('goToField')}
          aria-keyshortcuts="Control+K Meta+K"
        >
          Go to field…
        </button>
        <Segmented
          legend="View"
          hideLegend
          options={views}
          value={view}
          onChange={(to) => (to === 'form' ? onShowForm() : onShowJson())}
          data-fit="kept"
        />
        <button
          type="button"
          className="button--primary"
          data-fit="kept"
          onClick={() => onOpen('export')}
        >
          Export…
        </button>
        <button type="button" data-fit="movable" onClick={() => onOpen('saveLink')}>
          Save link…
        </button>
        <button type="button" data-fit="movable" onClick={() => onOpen('changes')}>
          Changes…
        </button>
        <button type="button" data-fit="movable" onClick={() => onOpen('share')}>
          Share preview…
        </button>
        <span className="document-toolbar__group" data-fit="movables">
          {workspaceActions}
        </span>
        <MoreMenu bar={bar} />
        <span className="document-toolbar__status" data-fit="status">
          <DocumentVerdict unparsable={syntax ? syntaxErrorLabel(syntax) : undefined} />
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
