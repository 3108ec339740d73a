import { plural } from '../../io/verdict';
import './clipboard.css';
import { useRef, useState } from 'react';
import {
  clipText,
  makeSectionClip,
  readClip,
  type ClipRead,
} from '../../io/clipboard/clipEnvelope';
import { loadPasteChecks, type PasteChecks } from '../../io/clipboard/loadPasteChecks';
import type { SectionPaste } from '../../io/clipboard/sectionPaste';
import { sectionValue } from '../../io/clipboard/sectionValue';
import type { SectionId } from '../../schema';
import { useFormEngine } from '../FormEngineContext';
import { focusWhenRendered } from '../focusWhenRendered';
import { Toolbar } from '../lists/Toolbar';
import type { ClipNote } from '../lists/useListClipboard';
import { readClipboardText, writeClipboardText } from './systemClipboard';

type Planned = Extract<SectionPaste, { ok: true }>;

/**
 * "Copy section" and "Paste section" at the head of a section, one toolbar (one Tab stop). A
 * paste is planned first and shown ("Replaces Text modules. Leaves out Homepage: …"); only
 * "Replace section" writes it, all its fields as one edit, so one undo takes it back.
 */
export function SectionClipboard({ section, title }: { section: SectionId; title: string }) {
  const { kind, snapshots, readOnly } = useFormEngine();
  const [note, setNote] = useState<ClipNote | null>(null);
  const [plan, setPlan] = useState<{
    read: ClipRead;
    paste: Planned;
    checks: PasteChecks;
  } | null>(null);
  const pasteButton = useRef<HTMLButtonElement>(null);
  const check = (read: ClipRead, checks: PasteChecks) =>
    checks.checkSectionPaste(read, { kind, section, document: snapshots.get().document });

  const copy = async () => {
    const value = sectionValue(kind, section, snapshots.get().document);
    const count = Object.keys(value).length;
    if (count === 0) {
      setNote({ text: `The ${title} section has nothing set to copy.`, refused: true });
      return;
    }
    const refused = await writeClipboardText(clipText(makeSectionClip(kind, section, value)));
    const fields = plural(count, 'field');
    setNote({
      text:
        refused ?? `Copied the ${title} section (${fields}): paste it on ${title} of any document.`,
      refused: refused !== null,
    });
  };

  const paste = async () => {
    setPlan(null);
    const text = await readClipboardText();
    if ('refused' in text) return setNote({ text: text.refused, refused: true });
    const loaded = await loadPasteChecks();
    if ('refused' in loaded) return setNote({ text: loaded.refused, refused: true });
    const { checks } = loaded;
    const read = readClip(text.text);
    const planned = check(read, checks);
    if (!planned.ok) return setNote({ text: planned.reason, refused: true });
    if (planned.changes.length === 0) {
      return setNote({ text: checks.describeSectionPaste(planned).join(' '), refused: false });
    }
    setNote(null);
    setPlan({ read, paste: planned, checks });
    // Its first button, Replace section: the group's name and lines are read on the way in.
    focusWhenRendered(() => document.getElementById(`section-paste-${section}`));
  };

  const close = (text: string | null) => {
    setPlan(null);
    if (text !== null) setNote({ text, refused: false });
    focusWhenRendered(() => pasteButton.current);
  };

  const write = (mode: 'replace' | 'fill') => {
    if (!plan) return;
    // Planned again on the document as it is now: it may have changed while the plan was shown.
    const now = check(plan.read, plan.checks);
    if (!now.ok) return close(now.reason);
    const writes = plan.checks.sectionWrites(now, mode);
    snapshots.editAs(`section:${section}`, () => {
      for (const { key, value } of writes) snapshots.write(key, value);
    });
    snapshots.settle();
    close(plan.checks.sectionPasted(title, writes.length));
  };
  const [lead, ...lines] = plan ? plan.checks.describeSectionPaste(plan.paste) : [];
  const fills = plan?.paste.changes.filter(({ action }) => action === 'fill').length ?? 0;
  const others = (plan?.paste.changes.length ?? 0) - fills;

  return (
    <div className="section-clip">
      <Toolbar label={`${title} section`} className="section-clip__actions">
        <button
          type="button"
          className="button button--quiet button--small"
          onClick={() => void copy()}
        >
          Copy section
        </button>
        {readOnly ? null : (
          <button
            ref={pasteButton}
            type="button"
            className="button button--quiet button--small"
            onClick={() => void paste()}
          >
            Paste section
          </button>
        )}
      </Toolbar>
      <p
        role="status"
        className={`section-clip__note${note?.refused ? ' section-clip__note--refused' : ''}`}
      >
        {note?.text}
      </p>
      {plan ? (
        <div
          id={`section-paste-${section}`}
          className="section-clip__confirm"
          role="group"
          aria-labelledby={`section-paste-${section}-title`}
          aria-describedby={`section-paste-${section}-lines`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close('Nothing pasted.');
          }}
        >
          <p id={`section-paste-${section}-title`} className="section-clip__question">
            Replace the {title} section with the copy?
          </p>
          <div id={`section-paste-${section}-lines`}>
            <p className="section-clip__lead">{lead}</p>
            <ul className="section-clip__lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="section-clip__actions">
            <button type="button" className="button" onClick={() => write('replace')}>
              Replace section
            </button>
            {fills > 0 && others > 0 ? (
              <button type="button" className="button" onClick={() => write('fill')}>
                Only fill empty fields
              </button>
            ) : null}
            <button
              type="button"
              className="button button--quiet"
              onClick={() => close('Nothing pasted.')}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
