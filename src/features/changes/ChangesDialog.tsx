import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { parse } from '../../io/parse';
import type { ResourceKind } from '../../schema/resources';
import { compareDocuments } from '../../io/diff/compareDocuments';
import { DifferenceList, changedSince } from '../differences';
import { copyToClipboard } from '../export/copyToClipboard';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { readFiles } from '../files/readFiles';
import { useVersionDocument, useVersionList } from './useVersions';
import { VersionChoices, type Source } from './VersionChoices';
import type { VersionsPort } from './versionsPort';
import './changesDialog.css';

export interface ChangesDialogProps {
  kind: ResourceKind;
  /** The document as it was when the dialog opened; a restore reads the editor's again. */
  document: unknown;
  /** Where the document's versions live (the shell's). */
  versions: VersionsPort;
  onClose: () => void;
}

type Picked = { name: string; document: unknown } | { name: string; problem: string };

/**
 * "Changes": the open document against one of its versions (the newest first) or a JSON file,
 * in the differences feature's list; a version can be restored (one undo step), and the PATCH
 * body that sends the changes copied.
 */
export function ChangesDialog({ kind, document: opened, versions, onClose }: ChangesDialogProps) {
  const id = useId();
  const list = useVersionList(versions);
  const [document, setDocument] = useState(opened);
  const [source, setSource] = useState<Source | null>(null);
  const newest = list.data?.[0];
  const chosen: Source = source ?? (newest ? { type: 'version', id: newest.id } : { type: 'file' });
  const version =
    chosen.type === 'version' ? list.data?.find((v) => v.id === chosen.id) : undefined;
  const versionDocument = useVersionDocument(versions, version?.id ?? null);
  const when = version?.when ?? '';
  const [picked, setPicked] = useState<Picked | null>(null);
  const [status, setStatus] = useState('');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const [read] = await readFiles([file]);
    const parsed = parse(read?.text ?? '', kind);
    const first = parsed.issues[0];
    setPicked(
      parsed.document === undefined
        ? {
            name: file.name,
            problem: `${file.name} is not JSON: ${first?.message ?? 'it is empty'}.`,
          }
        : { name: file.name, document: parsed.document },
    );
  };

  const before: unknown =
    chosen.type === 'version'
      ? (versionDocument.data ?? undefined)
      : picked && 'document' in picked
        ? picked.document
        : undefined;
  const since =
    chosen.type === 'version' ? (version ? `the version of ${when}` : '') : (picked?.name ?? '');
  // Whole documents: compared once per choice, not on every render.
  const compared = useMemo(
    () => (before === undefined ? null : compareDocuments(before, document, kind)),
    [before, document, kind],
  );
  const body = compared?.asExported ? compared.patch.body : undefined;

  const copy = (text: string) =>
    copyToClipboard(text).then(
      () => setStatus('PATCH body copied.'),
      (error: unknown) => setStatus((error as Error).message),
    );
  const restore = async () => {
    if (!version) return;
    try {
      await versions.restore(version.id);
      setDocument(versions.current());
      setStatus(`Restored the version of ${when}. Undo brings back what it replaced.`);
    } catch (error) {
      setStatus(`Not restored: ${(error as Error).message}`);
    }
  };

  const fileInput = (
    <div className="changes-dialog__file">
      <label htmlFor={`${id}-file`}>Saved copy (a JSON file)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".json,application/json"
        onChange={(e) => void pick(e)}
      />
    </div>
  );
  const problem = list.data ? versionsProblem(list.data.some((v) => v.inThisTabOnly)) : null;

  return (
    <ModalDialog title="Changes" onClose={onClose} className="changes-dialog">
      {problem ? (
        <p role="alert" className="modal__problem">
          {problem}
        </p>
      ) : null}
      <div className="changes-dialog__panes">
        <VersionChoices
          name={`${id}-source`}
          versions={list.data ?? []}
          loading={list.isPending && versions.owner !== null}
          chosen={chosen}
          onChoose={setSource}
          file={fileInput}
        />
        <div className="changes-dialog__result">
          {chosen.type === 'file' && picked && 'problem' in picked ? (
            <p role="alert" className="modal__problem">
              {picked.problem}
            </p>
          ) : null}
          {compared && !compared.asExported ? (
            <p className="changes-dialog__note">
              {compared.side === 'after' ? 'This document has' : `${capitalise(since)} has`} errors,
              so the two are compared as edited, not as export would send them; a PATCH body needs
              both free of errors.
            </p>
          ) : null}
          {compared ? (
            <DifferenceList
              kind={kind}
              compared={compared}
              heading={changedSince(since)}
              patch={compared.patch}
            />
          ) : null}
          {version && compared ? (
            <button type="button" disabled={versions.readOnly} onClick={() => void restore()}>
              Restore this version
            </button>
          ) : null}
        </div>
      </div>
      <DialogActions
        status={status}
        dismiss={{ label: 'Close', onClick: onClose }}
        primary={{
          label: 'Copy PATCH body',
          disabled: !body,
          onClick: () => body && void copy(JSON.stringify(body, null, 2) + '\n'),
        }}
      />
    </ModalDialog>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function versionsProblem(someInTab: boolean): string | null {
  return someInTab
    ? 'Your browser refused to store some versions (marked “Kept in this tab only”): they stay until this tab closes. Export the document to keep a copy.'
    : null;
}
