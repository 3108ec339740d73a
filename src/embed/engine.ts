// `pass-studio/engine`: the checks without React, synchronous, with every rule in (for a server,
// a script or a test). The main entry's editor loads the rules of `lint` on first use instead,
// and its `checkDocument` is asynchronous for that reason.

export { parse, type ParseResult } from '../io/parse';
export { validate } from '../io/validate';
export { lint, type LintOptions } from '../io/lint';
export { exportDocument, exportDocument as export, type ExportResult } from '../io/exportDocument';
export { blankDocument } from '../io/blankDocument';
export type { Issue } from '../io/issue';
