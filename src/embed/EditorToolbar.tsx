import { useState } from 'react';
import {
  exportCommand,
  historyCommands,
  saveLinkCommand,
  Toolbar,
  viewChoice,
  type Command,
} from '../features';
import type { JsonView } from '../features/jsonView';
import { syntaxErrorLabel } from '../io';
import { plural } from '../io/verdict';
import { DocumentVerdict, type Segments, type Studio } from '../studio';
import type { EmbedExportResult } from './checkDocument';
import { useHostSaveLink, type SignSaveLink } from './useHostSaveLink';

interface EditorToolbarProps {
  studio: Studio;
  readOnly: boolean;
  /** The Form / JSON view of the document. */
  json: JsonView;
  goToField: Command;
  onExport?: ((json: string) => void) | undefined;
  onSign?: SignSaveLink | undefined;
  run: () => Promise<EmbedExportResult>;
  getDocument: () => unknown;
  focusPath: (segments: Segments) => void;
}

/**
 * The embedded editor's toolbar: the shared Toolbar with undo, redo, Go to field, the Form / JSON
 * view and the host's Export and Save link (each shown when the host handles it), the verdict,
 * and the signed link below.
 */
export function EditorToolbar({
  studio,
  readOnly,
  json,
  goToField,
  onExport,
  onSign,
  run,
  getDocument,
  focusPath,
}: EditorToolbarProps) {
  const [problem, setProblem] = useState('');
  const saveLink = useHostSaveLink({ kind: studio.kind, getDocument, onSign });
  const unparsable = json.syntax ? syntaxErrorLabel(json.syntax) : undefined;
  const exportNow = async () => {
    if (!onExport) return;
    // The document is the text's last state that parsed: not what the JSON view shows.
    if (unparsable) {
      setProblem(`Not exported: ${unparsable}.`);
      json.showSyntaxProblem();
      return;
    }
    const result = await run();
    if (result.ok) {
      setProblem('');
      onExport(result.json);
      return;
    }
    setProblem(`Not exported: ${plural(result.issues.length, 'error')} to fix first.`);
    const first = result.issues[0];
    if (first) focusPath(first.segments);
  };
  return (
    <>
      <Toolbar
        items={[
          ...(readOnly ? [] : historyCommands(studio)),
          goToField,
          viewChoice(json.view, json.choose),
          ...(onExport ? [exportCommand(() => void exportNow(), { dialog: false })] : []),
          ...(onSign ? [saveLinkCommand(() => void saveLink.run(), { dialog: false })] : []),
        ]}
        status={
          <>
            <span role="status" className="pse__problem">
              {problem}
            </span>
            <DocumentVerdict unparsable={unparsable} />
          </>
        }
      />
      {onSign && saveLink.view}
    </>
  );
}
