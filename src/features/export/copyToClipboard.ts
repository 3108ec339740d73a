/** Copies `text`; rejects with a sentence a designer understands when the browser refuses. */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) {
    throw new Error('This browser does not allow copying here; use Download instead.');
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    throw new Error(`The browser refused to copy${reason}; use Download instead.`, {
      cause: error,
    });
  }
}
