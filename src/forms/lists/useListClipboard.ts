import { useMemo, useState } from 'react';
import { clipText, makeRowClip, readClip } from '../../io/clipboard/clipEnvelope';
import { listClipType, listRowNode } from '../../io/clipboard/listClipType';
import { loadPasteChecks } from '../../io/clipboard/loadPasteChecks';
import { plural } from '../../io/clipboard/typeLabel';
import { readClipboardText, writeClipboardText } from '../clipboard/systemClipboard';
import { toSegments, valueAt } from '../fieldPath';
import { useFormEngine } from '../FormEngineContext';
import { lowerFirst } from '../labelText';
import { focusRow } from './listFocus';
import type { ListControl } from './useList';

/** What the last copy or paste of the list did, shown under it until the next. */
export interface ClipNote {
  text: string;
  refused: boolean;
}

/** A list's rows on the system clipboard: Copy on each row, Paste on the list. */
export interface ListClipboard {
  /** Whether the list's rows go on the clipboard (a list of tokens' rows do not). */
  copyable: boolean;
  clipNote: ClipNote | null;
  /** What the list's rows are called together: "text modules". */
  rowsLabel: string;
  copy: (index: number) => Promise<void>;
  /** Pastes at `at` (default: after the last row); `focus` moves to the first pasted row. */
  paste: (at?: number, options?: { focus?: boolean }) => Promise<void>;
}

interface Options {
  name: string;
  itemLabel: string;
  list: ListControl;
  rowName: (index: number) => string;
  /** False: the list takes no part in copy and paste (a string's translations). */
  enabled: boolean;
}

/**
 * Copy and paste of one list's rows: a copy is tagged with what it is and where it came from; a
 * paste is checked by the pure core (src/io/clipboard) and written in one write of the list, so
 * it is one undo step, and what it added or why it refused is said.
 */
export function useListClipboard(options: Options): ListClipboard {
  const { name, itemLabel, list, rowName, enabled } = options;
  const { kind, snapshots } = useFormEngine();
  const [clipNote, setClipNote] = useState<ClipNote | null>(null);
  // The rows' tag ("textModule") names types across every schema: built on the first copy, not
  // on a list's first render.
  const copyable = useMemo(
    () => enabled && listRowNode(kind, toSegments(name)) !== undefined,
    [enabled, kind, name],
  );
  return useMemo(() => {
    const segments = toSegments(name);
    const rows = (): readonly unknown[] => {
      const value = valueAt(snapshots.get().document, segments);
      return Array.isArray(value) ? (value as unknown[]) : [];
    };
    // Said by the note under the list (its own status region), not the list's live region.
    const say = (text: string, refused: boolean) => setClipNote({ text, refused });
    const rowsLabel = plural(lowerFirst(itemLabel));
    return {
      copyable,
      clipNote,
      rowsLabel,
      async copy(index) {
        const value = rows()[index];
        const clipType = copyable ? listClipType(kind, segments) : undefined;
        if (clipType === undefined || value === undefined) return;
        const refused = await writeClipboardText(clipText(makeRowClip(kind, clipType, value)));
        const row = rowName(index);
        say(refused ?? `Copied ${row}: paste it into the ${rowsLabel} of any document.`, !!refused);
      },
      async paste(at, { focus = false } = {}) {
        if (!copyable) return;
        const read = await readClipboardText();
        if ('refused' in read) return say(read.refused, true);
        const loaded = await loadPasteChecks();
        if ('refused' in loaded) return say(loaded.refused, true);
        const current = rows();
        const place = Math.min(at ?? current.length, current.length);
        const target = { kind, list: segments, rows: current, at: place };
        const result = loaded.checks.checkRowPaste(readClip(read.text), target);
        if (!result.ok) return say(result.reason, true);
        const [first] = list.insertAll(place, result.values);
        say(result.message, false);
        if (focus && first !== undefined) focusRow(first, null, 'copy');
      },
    };
  }, [clipNote, copyable, itemLabel, kind, list, name, rowName, snapshots]);
}
