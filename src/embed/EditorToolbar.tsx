import { useState } from 'react';
import { plural } from '../io/verdict';
import { DocumentVerdict, type Segments, type Studio } from '../studio';
import type { EmbedExportResult } from './checkDocument';
import { SaveLinkButton, type SignSaveLink } from './SaveLinkButton';

interface EditorToolbarProps {
  studio: Studio;
  readOnly: boolean;
  onExport?: ((json: string) => void) | undefined;
  onSign?: SignSaveLink | undefined;
  run: () => Promise<EmbedExportResult>;
  getDocument: () => unknown;
  focusPath: (segments: Segments) => void;
}

/** The embedded editor's commands: undo, redo, the host's Export and Save link, and the verdict. */
export function EditorToolbar({
  studio,
  readOnly,
  onExport,
  onSign,
  run,
  getDocument,
  focusPath,
}: EditorToolbarProps) {
  const [problem, setProblem] = useState('');
  const exportNow = async () => {
    if (!onExport) return;
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
    <div className="pse__toolbar" role="toolbar" aria-label="Document">
      {readOnly ? null : (
        <>
          <button
            type="button"
            className="pse__button pse__button--quiet"
            onClick={studio.undo}
            disabled={!studio.canUndo}
            aria-keyshortcuts="Control+Z"
          >
            Undo
          </button>
          <button
            type="button"
            className="pse__button pse__button--quiet"
            onClick={studio.redo}
            disabled={!studio.canRedo}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Redo
          </button>
        </>
      )}
      {onExport && (
        <button type="button" className="pse__button" onClick={() => void exportNow()}>
          Export JSON
        </button>
      )}
      <span role="status" className="pse__problem">
        {problem}
      </span>
      <DocumentVerdict />
      {onSign && <SaveLinkButton kind={studio.kind} getDocument={getDocument} onSign={onSign} />}
    </div>
  );
}
