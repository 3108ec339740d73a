export interface PackageLimits {
  packageBytes: number;
  entries: number;
  entryBytes: number;
  totalBytes: number;
}

/**
 * What a package may hold before it is expanded. Apple's own packages are a few hundred
 * kilobytes; these leave room for many languages and @3x images and refuse zip bombs.
 */
export const PACKAGE_LIMITS: PackageLimits = {
  /** The .pkpass file itself. */
  packageBytes: 20 * 1024 * 1024,
  entries: 300,
  /** One file, expanded. */
  entryBytes: 10 * 1024 * 1024,
  /** Every file, expanded. */
  totalBytes: 40 * 1024 * 1024,
};

const MB = 1024 * 1024;

/** "10 MB", "300 KB": a size as a designer reads it. */
export function sizeWords(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
