/**
 * Why a zip entry's name cannot be taken as a file of the package, or undefined when it can: a
 * name that climbs out (`..`), starts at a root (`/`, `\`, `C:`), or holds a NUL or a backslash.
 */
export function entryNameProblem(name: string): string | undefined {
  if (name === '') return 'has no name';
  if (/^[/\\]|^[A-Za-z]:/.test(name)) return 'starts at the root of the disk';
  if (name.split(/[/\\]/).includes('..')) return 'climbs out of the package with “..”';
  if (name.includes('\\')) return 'uses a backslash, which a package never does';
  if (name.includes('\0')) return 'holds a NUL character';
  return undefined;
}
