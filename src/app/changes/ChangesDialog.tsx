import { useId, useState, type ChangeEvent } from 'react';
import { compareExports, type CompareResult } from '../../io/diff/compareExports';
import { parse } from '../../io/parse';
import type { ResourceKind } from '../../schema/resources';
import { copyToClipboard } from '../export/copyToClipboard';
import { ModalDialog } from '../import/ModalDialog';
import { readFiles } from '../import/readFiles';
import { ChangeList } from '../../studio/ChangeList';

interface ChangesDialogProps {
  kind: ResourceKind;
  document: unknown;
  onClose: () => void;
}

type Compared = { file: string; result: CompareResult } | { file: string; problem: string };

/**
 * "Changes since the last save": the open document against a saved copy the user picks,
 * compared as compliant exports, as a list of fields; and the PATCH body that sends them.
 */
export function ChangesDialog({ kind, document, onClose }: ChangesDialogProps) {
  const id = useId();
  const [compared, setCompared] = useState<Compared | null>(null);
  const [copied, setCopied] = useState('');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const [read] = await readFiles([file]);
    const parsed = parse(read?.text ?? '', kind);
    const errors = parsed.issues.filter((issue) => issue.severity === 'error');
    if (errors.length > 0) {
      const first = errors[0]!;
      setCompared({
        file: file.name,
        problem: `${file.name} is not a valid ${kind}: ${first.path || '(root)'} ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`,
      });
      return;
    }
    setCompared({ file: file.name, result: compareExports(parsed.document, document, kind) });
  };

  const result = compared && 'result' in compared ? compared.result : null;
  const body = result?.ok ? result.patch.body : undefined;
  const copy = (text: string) =>
    copyToClipboard(text).then(
      () => setCopied('PATCH body copied.'),
      (error: unknown) => setCopied((error as Error).message),
    );

  return (
    <ModalDialog title="Changes since the last save" onClose={onClose} className="changes-dialog">
      <label htmlFor={`${id}-file`}>Last saved copy (a JSON file)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".json,application/json"
        onChange={(event) => void pick(event)}
      />
      {compared && 'problem' in compared && (
        <p role="alert" className="changes-dialog__problem">
          {compared.problem}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="changes-dialog__problem">
          {result.side === 'after'
            ? 'This document has errors, so it cannot be compared as it would be sent; fix them first.'
            : `${compared?.file} cannot be exported.`}
        </p>
      )}
      {result?.ok && <ChangeList kind={kind} result={result} since={compared?.file ?? ''} />}
      <div className="modal__actions">
        <span role="status">{copied}</span>
        <button type="button" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="button--primary"
          disabled={!body}
          onClick={() => body && void copy(JSON.stringify(body, null, 2) + '\n')}
        >
          Copy PATCH body
        </button>
      </div>
    </ModalDialog>
  );
}
