import { useCallback, useRef } from 'react';
import { useFormEngine } from '../FormEngineContext';
import { useDocumentAccess } from '../useDocumentAccess';
import { useDocumentValues } from '../useDocumentValue';
import { usePruneIfBlank } from '../usePruneIfBlank';
import { displayText, emptyToUndefined } from '../useFieldValue';
import { isRecord } from '../../io/walkDocument';

const both = (values: readonly unknown[]) => values;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** What one text control of a plain string and its localized twin shows and writes. */
export interface TwinText {
  /** The text Google shows without a viewer language: the twin's default, else the plain text. */
  text: string;
  /** The plain text, when the twin's default is shown and says something else. */
  plainDiffers: string | undefined;
  onText: (text: string) => void;
}

/**
 * Binds the one control of a plain string (`title`) that has a localized twin (`localizedTitle`).
 *
 * Google shows the twin's default value when it has text, else the plain string (docs/preview.md,
 * "localizedTitle first"), so once the twin exists the control edits `defaultValue.value`: typing
 * changes the card at once. A plain string that is set is kept in step: Google's reference marks
 * `title` and `issuerName` Required even beside their twin, and export keeps the plain field
 * (docs/decisions.md, Export). One that is not set stays unset: nothing is added that the user
 * did not set (Export rule 5), and a text module's plain header beside both localized forms is
 * dropped on export anyway. A plain text that differs (an import) is shown under the control
 * until the next keystroke makes them one. Without the twin the control edits the plain string
 * alone, as before.
 */
export function useTwinText(name: string, twinName: string): TwinText {
  const { read, write } = useDocumentAccess();
  const { snapshots } = useFormEngine();
  const [plain, twin] = useDocumentValues([name, twinName], both);
  const pruneTwin = usePruneIfBlank(twinName, true);
  const shown =
    isRecord(twin) && isRecord(twin.defaultValue) ? textOf(twin.defaultValue.value) : undefined;
  const plainText = displayText(plain);
  const hasTwin = isRecord(twin);
  // Once seen set, the plain string stays in step for this control's life, through an emptied input.
  const keepPlain = useRef(false);
  const onText = useCallback(
    (text: string) => {
      const next = emptyToUndefined(text);
      if (hasTwin) {
        if (displayText(read(name)) !== '') keepPlain.current = true;
        // One edit of this field, however many values it writes: one undo step.
        snapshots.editAs(name, () => {
          write(`${twinName}.defaultValue.value`, next);
          if (keepPlain.current) write(name, next);
          pruneTwin();
        });
      } else {
        write(name, next);
      }
    },
    [hasTwin, name, twinName, read, write, pruneTwin, snapshots],
  );
  return {
    text: shown ?? plainText,
    plainDiffers:
      shown !== undefined && plainText !== '' && plainText !== shown ? plainText : undefined,
    onText,
  };
}
