import {
  changesCommand,
  exportCommand,
  goToFieldCommand,
  historyCommands,
  saveLinkCommand,
  shareCommand,
  Toolbar,
  viewChoice,
  type Command,
  type EditorView,
} from '../../features';
import { DocumentVerdict, type Studio } from '../../studio';
import { syntaxErrorLabel, type SyntaxProblem } from '../../io';
import { SaveStatus, type AutosaveState } from '../drafts';

export type DocumentDialog = 'export' | 'saveLink' | 'changes' | 'share' | 'goToField';

interface DocumentToolbarProps {
  studio: Studio;
  /** Another tab edits the document: this one shows it and follows its saves. */
  readOnlyElsewhere: boolean;
  view: EditorView;
  onView: (view: EditorView) => void;
  onOpen: (dialog: DocumentDialog) => void;
  syntax: SyntaxProblem | null;
  autosave: AutosaveState;
  /** Commands over the open documents (Publish…, Compare…), after the document's own. */
  workspaceCommands?: readonly Command[];
}

/**
 * The app's document toolbar: the shared Toolbar with the app's commands, each opening its
 * dialog, and its two states: the verdict and whether the draft is saved.
 */
export function DocumentToolbar({
  studio,
  readOnlyElsewhere,
  view,
  onView,
  onOpen,
  syntax,
  autosave,
  workspaceCommands = [],
}: DocumentToolbarProps) {
  const open = (dialog: DocumentDialog) => () => onOpen(dialog);
  return (
    <section className="document-bar" aria-label="Current document">
      {readOnlyElsewhere ? (
        <p className="banner banner--warning" role="status">
          <strong>Read-only here:</strong> this document is open for editing in another tab or
          window. Its saved changes appear here as they happen; close it there to edit here.
        </p>
      ) : null}
      <Toolbar
        items={[
          ...historyCommands(studio),
          goToFieldCommand(open('goToField')),
          viewChoice(view, onView),
          exportCommand(open('export'), { dialog: true }),
          saveLinkCommand(open('saveLink'), { dialog: true }),
          changesCommand(open('changes'), { dialog: true }),
          shareCommand(open('share')),
          ...workspaceCommands,
        ]}
        status={
          <>
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
          </>
        }
      />
    </section>
  );
}
