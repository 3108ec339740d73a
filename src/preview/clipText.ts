/**
 * The most text the preview ever lays out for one value: long enough for any real module body
 * (Google recommends 500 for a text module), short enough that a 100 KB string never reaches
 * layout, where one span of it takes seconds.
 */
export const previewTextCap = 1000;

/**
 * `text` cut to `max` code points, with an ellipsis (after no space) when anything was cut. Walks only as far as
 * `max`, so a huge string costs no more than a short one.
 */
export function clipText(text: string, max: number): string {
  // Code points never outnumber UTF-16 units: nothing to count.
  if (text.length <= max) return text;
  let index = 0;
  for (let count = 0; count < max; count++) {
    if (index >= text.length) return text;
    const unit = text.charCodeAt(index);
    const pair = unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length;
    index += pair ? 2 : 1;
  }
  return index >= text.length ? text : `${text.slice(0, index).trimEnd()}…`;
}

/** A text as the phone shows it (cut at Google's length) and, when cut, the whole text to the cap. */
export function phoneText(text: string, limit: { max: number }): { text: string; full?: string } {
  const shown = clipText(text, limit.max);
  return shown === text ? { text } : { text: shown, full: clipText(text, previewTextCap) };
}
