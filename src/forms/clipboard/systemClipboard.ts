/**
 * The system clipboard as text, through navigator.clipboard; a refusal comes back as a sentence
 * a designer can act on, never as an exception.
 */

const ALLOW = 'Allow clipboard access for this site (the icon at the left of the address bar)';

const denied = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'NotAllowedError' || error.name === 'SecurityError');

const NO_CLIPBOARD = 'This browser offers no clipboard to this page (it needs https or localhost)';

/** Writes `text`; the reason when the browser refuses, else null. */
export async function writeClipboardText(text: string): Promise<string | null> {
  if (!navigator.clipboard?.writeText) return `${NO_CLIPBOARD}; copy from the JSON view instead.`;
  try {
    await navigator.clipboard.writeText(text);
    return null;
  } catch (error) {
    return denied(error)
      ? `The browser did not let Pass Studio copy. ${ALLOW}, then copy again.`
      : 'The browser could not copy; try again.';
  }
}

/** Reads the clipboard's text, or the reason the browser refuses. */
export async function readClipboardText(): Promise<{ text: string } | { refused: string }> {
  if (!navigator.clipboard?.readText) {
    return { refused: `${NO_CLIPBOARD}; paste into the JSON view instead.` };
  }
  try {
    return { text: await navigator.clipboard.readText() };
  } catch (error) {
    return {
      refused: denied(error)
        ? `The browser did not let Pass Studio read the clipboard. ${ALLOW}, then paste again.`
        : 'The browser could not read the clipboard; try again.',
    };
  }
}
