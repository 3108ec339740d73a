export const USAGE = `Usage: pass-studio <command> [options] [FILE...]

Commands:
  validate [--kind transitClass|offerClass|offerObject] [--json] FILE...
      Checks each file against the spec. Prints a verdict per file and its issues as
      FILE:LINE:COL PATH message. Warnings are shown but do not make a file invalid.
      --json prints one JSON array of {file, kind, valid, issues} instead.
  export [--kind transitClass|offerClass|offerObject] [--out-dir DIR] FILE...
      Writes the compliant JSON of each valid file: to stdout for a single file, else
      into DIR under the input's file name. Invalid files get their issues on stderr.
  schema [transitClass|offerClass|offerObject]
      Prints the JSON Schema of one resource, or of every kind keyed by kind.

Options:
  --kind KIND   Treat every file as this resource instead of detecting it.
  -h, --help    Show this help.

Exit codes: 0 every file valid, 1 some file invalid, 2 bad usage or unreadable file.
`;

/** Bad command-line usage: reported with the usage hint and exit code 2. */
export class UsageError extends Error {}
