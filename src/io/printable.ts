/** C0 controls but tab and newline, DEL, and C1 controls (ESC starts terminal sequences, CSI is C1). */
// eslint-disable-next-line no-control-regex -- control characters are what is escaped
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_AND_BREAKS = /[\u0000-\u001f\u007f-\u009f]/g;

/** JSON's own escapes, so a JSON text printed through here stays the same JSON. */
const escaped = (c: string) =>
  c === '\n'
    ? '\\n'
    : c === '\t'
      ? '\\t'
      : c === '\r'
        ? '\\r'
        : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text from outside (a link, a pass id, a server's answer) as it may reach a terminal: control
 * characters written out as JSON writes them (`\u001b`), so no escape sequence can recolour, move or retitle it.
 * Newlines and tabs stay unless `oneLine`; a text longer than `maxLength` is cut with its length.
 */
export function printable(
  text: string,
  options: { oneLine?: boolean; maxLength?: number } = {},
): string {
  const { oneLine = false, maxLength } = options;
  const cut =
    maxLength !== undefined && text.length > maxLength
      ? `${text.slice(0, maxLength)}… (${text.length.toLocaleString('en')} characters in all)`
      : text;
  return cut.replace(oneLine ? CONTROLS_AND_BREAKS : CONTROLS, escaped);
}
