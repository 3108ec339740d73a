import { useMemo, useState } from 'react';
import {
  exportChanges,
  pathLabel,
  plural,
  verdictWords,
  type ExportChange,
  type Issue,
} from '../../io';
import { valueWords } from '../../io/diff/valueWords';
import type { ExportOutcome } from '../../studio';
import { introspect, nodeAt, type FieldNode } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { ShowPath } from '../../ui/ShowPath';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { RawJsonEditor } from '../jsonView/RawJsonEditor';
import { useKeepMoment } from '../keepMoment';
import { copyToClipboard } from './copyToClipboard';
import { describeExportChange } from './describeExportChange';
import { download } from './download';
import { AppleExport } from './AppleExport';
import { exportFilename } from './exportFilename';
import './export.css';

interface ExportDialogProps {
  kind: ResourceKind;
  /** The document as edited. */
  document: unknown;
  /** What submitting the document gave: its compliant JSON, or the errors that refuse it. */
  outcome: ExportOutcome;
  /** The document's warnings, as its issue list shows them (image checks included). */
  warnings: readonly Issue[];
  /** Shows the field at these path segments; called after the dialog asks to close. */
  onFocusPath: (segments: readonly (string | number)[]) => void;
  onClose: () => void;
  /** The open class an offer object pairs with, for its Apple pass. */
  pairedClass?: unknown;
}

const idOf = (document: unknown) =>
  typeof document === 'object' && document !== null && 'id' in document ? document.id : undefined;

/**
 * "Export preview": the compliant JSON beside every change export makes, so nothing disappears
 * unseen; download and copy. An invalid document lists its issues instead, each leading to its
 * field, and can still be saved as draft JSON, as it is.
 */
export function ExportDialog({
  kind,
  document,
  outcome: result,
  warnings,
  onFocusPath,
  onClose,
  pairedClass,
}: ExportDialogProps) {
  const changes = useMemo(() => exportChanges(document, kind), [document, kind]);
  const root = introspect(resourceSchemas[kind]);
  const [copyMessage, setCopyMessage] = useState('');
  // What was exported is a version of its own, to compare with later.
  const keepVersion = useKeepMoment();

  const focus = (issue: Issue) => {
    onClose();
    onFocusPath(issue.segments);
  };

  const saveDraft = () =>
    download(
      exportFilename(idOf(document), '.draft.json'),
      JSON.stringify(document, null, 2) + '\n',
    );

  if (!result.ok) {
    return (
      <ModalDialog title="Export preview" onClose={onClose} className="export-dialog">
        <p>
          This document has {plural(result.issues.length, 'error')}, so it cannot be exported as
          compliant JSON yet. Choose one to go to its field.
        </p>
        <ul className="export-dialog__issues" aria-label="Issues">
          {result.issues.map((issue, index) => (
            <li key={`${issue.path}#${index}`}>
              <button type="button" className="export-dialog__issue" onClick={() => focus(issue)}>
                <IssueText issue={issue} root={root} />
              </button>
              <ShowPath paths={[issue.path]} of={pathLabel(root, issue.segments)} />
            </li>
          ))}
        </ul>
        <DialogActions dismiss={{ label: 'Close', onClick: onClose }}>
          <button type="button" onClick={saveDraft}>
            Save as draft JSON
          </button>
        </DialogActions>
      </ModalDialog>
    );
  }

  const filename = exportFilename(idOf(document));
  const copy = () =>
    copyToClipboard(result.json).then(
      () => {
        setCopyMessage('Copied to the clipboard.');
        void keepVersion('export');
      },
      (error: unknown) => setCopyMessage(error instanceof Error ? error.message : String(error)),
    );

  return (
    <ModalDialog title="Export preview" onClose={onClose} className="export-dialog">
      <div className="export-dialog__panes">
        <section className="export-dialog__json" aria-label="Compliant JSON">
          <RawJsonEditor kind={kind} document={result.value} readOnly label="Compliant JSON" />
        </section>
        {/* Focusable: it scrolls on its own, and a keyboard must reach all of it. */}
        <section className="export-dialog__changes" aria-label="What export changes" tabIndex={0}>
          <WarningList warnings={warnings} onSelect={focus} root={root} />
          <h3>What export changes</h3>
          <ChangeList changes={changes} root={root} />
        </section>
      </div>
      <AppleExport
        kind={kind}
        document={result.value}
        filename={filename}
        pairedClass={pairedClass}
      />
      <p role="status" className="export-dialog__copied">
        {copyMessage}
      </p>
      <DialogActions
        dismiss={{ label: 'Close', onClick: onClose }}
        primary={{
          label: `Download ${filename}`,
          autoFocus: true,
          onClick: () => {
            download(filename, result.json);
            void keepVersion('export', filename);
          },
        }}
      >
        <button type="button" onClick={() => void copy()}>
          Copy JSON
        </button>
      </DialogActions>
    </ModalDialog>
  );
}

function ChangeList({ changes, root }: { changes: readonly ExportChange[]; root: FieldNode }) {
  if (changes.length === 0) {
    return <p>Nothing: the document is written exactly as edited.</p>;
  }
  return (
    <ul className="export-dialog__change-list" aria-label="Export changes">
      {changes.map((change) => (
        <li key={change.path}>
          <span>{describeExportChange(change, root)}</span>
          {/* The sentence says a spelling or a null; a dropped value is shown in words. */}
          {(change.kind === 'deprecated' || change.kind === 'textModuleRule') && (
            <span className="export-dialog__diff">
              <del>{valueWords(nodeAt(root, change.segments), change.before).text}</del>
            </span>
          )}
          <ShowPath paths={[change.path]} of={pathLabel(root, change.segments)} />
        </li>
      ))}
    </ul>
  );
}

/** An issue as the editor's list says it: where, in the field's name, then what. */
function IssueText({ issue, root }: { issue: Issue; root: FieldNode }) {
  return (
    <>
      <strong className="export-dialog__where">{pathLabel(root, issue.segments)}:</strong>{' '}
      {issue.message}
    </>
  );
}

/** Readiness warnings never block export; they are listed so nobody ships them unaware. */
function WarningList({
  warnings,
  onSelect,
  root,
}: {
  warnings: readonly Issue[];
  onSelect: (issue: Issue) => void;
  root: FieldNode;
}) {
  if (warnings.length === 0) {
    return (
      <p className="export-dialog__ready">
        <strong>Ready for Google:</strong> no warnings.
      </p>
    );
  }
  return (
    <>
      <h3>{verdictWords({ errors: 0, warnings: warnings.length }).text}</h3>
      <p className="export-dialog__note">
        The JSON is valid and exports as it is; Google may refuse or cut what these describe.
      </p>
      <ul className="export-dialog__issues" aria-label="Google warnings">
        {warnings.map((issue, index) => (
          <li key={`${issue.path}#${index}`} className="export-dialog__warning">
            <button type="button" className="export-dialog__issue" onClick={() => onSelect(issue)}>
              <IssueText issue={issue} root={root} />
            </button>
            <ShowPath paths={[issue.path]} of={pathLabel(root, issue.segments)} />
            {issue.source ? (
              <a href={issue.source} target="_blank" rel="noreferrer noopener">
                Google’s rule{issue.rule ? ` (${issue.rule})` : ''}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
