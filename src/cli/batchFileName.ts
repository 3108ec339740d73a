/** Bytes an id may have as a file name: 255 is the usual limit, less ".json" and room to spare. */
export const MAX_ID_BYTES = 200;

/** Device names Windows keeps, whatever follows the first dot ("nul.json" is the device too). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * Why `id` cannot name `<id>.json` on the usual file systems (ext4, APFS, NTFS), or undefined.
 * Google's id characters only (letters, digits, ".", "_", "-"): nothing that leaves the folder,
 * hides a control character or means something else to a shell or Windows.
 */
export function fileNameProblem(id: string): string | undefined {
  if (id === '') return 'is empty, and a file needs a name';
  const bytes = new TextEncoder().encode(id).length;
  if (bytes > MAX_ID_BYTES)
    return `is ${bytes} bytes long; a file name takes at most ${MAX_ID_BYTES}`;
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(id)) return 'contains a control character';
  if (/[/\\]/.test(id)) return 'contains “/” or “\\”, which would put the file in another folder';
  if (id.includes('..')) return 'contains “..”';
  const device = WINDOWS_DEVICE.exec(id);
  if (device) return `begins with “${device[1]}”, a name Windows keeps for a device`;
  if (!/^[A-Za-z0-9._-]+$/.test(id))
    return 'cannot name a file: use letters, digits, “.”, “_” and “-”';
  return undefined;
}
