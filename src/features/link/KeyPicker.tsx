import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import './link.css';

/** What a key file's text turned into: the key, or why it is not one (never quoting the file). */
export type KeyRead<K> = { ok: true; key: K } | { ok: false; message: string };

/** A key read from a picked file, with the file's name to say where it came from. */
export interface PickedKey<K> {
  name: string;
  key: K;
}

interface KeyPickerProps<K> {
  label?: string;
  /** The file types offered: a service account's JSON key file unless said otherwise. */
  accept?: string;
  /** Turns the file's text into the key (the port: a signer, a key, the text itself). */
  read: (text: string) => KeyRead<K> | Promise<KeyRead<K>>;
  /** The key once read; null while a file is read and when it is not a key. */
  onKey: (picked: PickedKey<K> | null) => void;
  /** Under the input: what to pick, or whose key is picked and what happens to it. */
  note: ReactNode;
  /** A problem with the picked key that only what uses it finds (a signature that fails). */
  problem?: string | undefined;
}

const SERVICE_ACCOUNT_KEY = '.json,application/json';

/**
 * A key file picker. The file is read in memory and handed to `read`; its text is dropped and
 * the input cleared, so the key lives only in the caller's state: never in drafts, storage,
 * undo, the URL or a message. A file that is no key is refused with its name and the reason.
 */
export function KeyPicker<K>({
  label = 'Service-account key file',
  accept = SERVICE_ACCOUNT_KEY,
  read,
  onKey,
  note,
  problem: usedProblem,
}: KeyPickerProps<K>) {
  const id = useId();
  const [problem, setProblem] = useState('');
  // A second pick while the first is read wins; the first's answer is dropped.
  const picks = useRef(0);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const pickNumber = ++picks.current;
    onKey(null);
    setProblem('');
    let result: KeyRead<K>;
    try {
      result = await read(await file.text());
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (pickNumber !== picks.current) return;
    if (result.ok) onKey({ name: file.name, key: result.key });
    else setProblem(`“${file.name}”: ${result.message}`);
  };
  const shown = problem || usedProblem;
  return (
    <div className="key-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-note`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      <p id={`${id}-note`} className="link-note">
        {note}
      </p>
      {shown && (
        <p role="alert" className="link-problem">
          {shown}
        </p>
      )}
    </div>
  );
}
