import { useEffect, useId, useRef, useState } from 'react';
import type { InspectResult } from '../../io/saveLink/inspectSaveLink';
import { KeyPicker, type PickedKey } from '../link/KeyPicker';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { parseOrigins } from '../saveLink/parseOrigins';
import { LinkFindings } from './LinkFindings';
import { LinkSummary } from './LinkSummary';
import { linkPassImports, type LinkPassImport } from './linkPassImports';
import './linkCheck.css';

export interface LinkCheckDialogProps {
  /** The text holding the link: the URL, the JWT, or a file around one. */
  text: string;
  /** Where it came from: a file's name, or 'Pasted JSON'. */
  name: string;
  /** Opens the link's passes as documents; answers each one's draft id, in the same order. */
  onOpenPasses: (passes: readonly LinkPassImport[]) => string[];
  /** Shows a document opened from the link. */
  onShow: (draftId: string) => void;
  onClose: () => void;
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const readAsIs = (text: string) => ({ ok: true as const, key: text });

/**
 * The link check of a pasted, dropped or opened save link: every pass in it opens as a document
 * (once), and this lists what Google will refuse or what will surprise. A public key or
 * certificate picked here verifies the signature; it is read in memory and forgotten on close.
 */
export function LinkCheckDialog({
  text,
  name,
  onOpenPasses,
  onShow,
  onClose,
}: LinkCheckDialogProps) {
  const id = useId();
  const [key, setKey] = useState<PickedKey<string> | null>(null);
  const [originsText, setOriginsText] = useState('');
  const [classesText, setClassesText] = useState('');
  const [checked, setChecked] = useState<{
    result: InspectResult;
    keyProblem: string;
    /** Each opened pass's draft id, by its index in the link. */
    opened: ReadonlyMap<number, string>;
  } | null>(null);
  const opened = useRef<Map<number, string> | null>(null);
  const openPasses = useRef(onOpenPasses);
  useEffect(() => {
    openPasses.current = onOpenPasses;
  });
  const origins = parseOrigins(originsText);
  const originList = origins.ok ? origins.origins.join(' ') : '';

  useEffect(() => {
    let live = true;
    const check = async (): Promise<{ result: InspectResult; keyProblem: string }> => {
      // jose and the checks load with the first link, not with the editor.
      const { inspectSaveLink } = await import('../../io/saveLink/inspectSaveLink');
      const options = { buttonOrigins: words(originList), existingClasses: words(classesText) };
      const result = await inspectSaveLink(text, { ...options, ...(key && { keyText: key.key }) });
      if (result.ok || result.unreadable !== 'key') return { result, keyProblem: '' };
      return {
        result: await inspectSaveLink(text, options),
        keyProblem: `${key ? `“${key.name}”` : 'The key'}: ${result.message}`,
      };
    };
    void check()
      // A check that fails (a link no rule foresaw, a chunk that did not load) says so.
      .catch((error: unknown) => ({
        result: {
          ok: false as const,
          unreadable: 'link' as const,
          message: `the check stopped: ${error instanceof Error ? error.message : String(error)}`,
        },
        keyProblem: '',
      }))
      .then(({ result, keyProblem }) => {
        if (!live) return;
        // The passes open once, with the first check; a key or an origin only checks again.
        if (result.ok && !opened.current) {
          const { passes } = result.inspection.link;
          const imports = linkPassImports(passes, result.inspection.findings);
          const ids = openPasses.current(imports);
          opened.current = new Map(imports.map((item, index) => [item.pass, ids[index] ?? '']));
        }
        setChecked({ result, keyProblem, opened: opened.current ?? new Map() });
      });
    return () => {
      live = false;
    };
  }, [text, key, originList, classesText]);

  const inspection = checked?.result.ok ? checked.result.inspection : null;

  const source = name === 'Pasted JSON' ? 'the pasted link' : `“${name}”`;
  return (
    <ModalDialog title="Link check" onClose={onClose} className="link-check">
      {!checked ? (
        <p role="status">Checking {source}…</p>
      ) : !checked.result.ok ? (
        <p role="alert" className="modal__problem">
          {source} holds no readable save link: {checked.result.message}
        </p>
      ) : (
        <LinkSummary
          inspection={checked.result.inspection}
          opened={checked.opened}
          onShow={onShow}
        />
      )}
      {inspection && (
        <section aria-labelledby={`${id}-findings`} className="link-check__section">
          <h3 id={`${id}-findings`}>What Google will refuse or what will surprise</h3>
          <LinkFindings findings={inspection.findings} passes={inspection.link.passes} />
        </section>
      )}
      <fieldset className="link-check__options">
        <legend>Check against</legend>
        <KeyPicker
          label="Public key or certificate of the service account"
          accept=".pem,.crt,.cer,.json,.jwk,application/json"
          // The check reads the key with the link: what is wrong with it comes back as keyProblem.
          read={readAsIs}
          onKey={setKey}
          problem={checked?.keyProblem}
          note={`${key && !checked?.keyProblem ? `Checking the signature with “${key.name}”. ` : ''}A PEM public key or certificate, the account’s x509 JSON from Google, a JWK, or the key file itself: read here to verify the signature, never uploaded or stored.`}
        />
        <label htmlFor={`${id}-origins`}>Sites that will show the button (origins)</label>
        <input
          id={`${id}-origins`}
          type="text"
          value={originsText}
          placeholder="https://shop.example"
          aria-invalid={!origins.ok || undefined}
          onChange={(event) => setOriginsText(event.target.value)}
        />
        {!origins.ok && <p className="modal__problem">{origins.message}</p>}
        <label htmlFor={`${id}-classes`}>Classes already at Google (ids)</label>
        <input
          id={`${id}-classes`}
          type="text"
          value={classesText}
          placeholder="3388000000012345678.spring-sale"
          onChange={(event) => setClassesText(event.target.value)}
        />
      </fieldset>
      <DialogActions primary={{ label: 'Close', onClick: onClose, autoFocus: true }} />
    </ModalDialog>
  );
}
