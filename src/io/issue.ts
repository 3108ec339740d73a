import type { JsonPatch } from './fix/jsonPatch';

/** One problem found in a document, located for people and for tools. */
export interface Issue {
  /** JSON Pointer of the offending value: '/textModulesData/3/header'; '' for the root. */
  path: string;
  /** The same path as segments, array indices as numbers. */
  segments: readonly (string | number)[];
  /** A sentence a designer understands: "Header has 41 characters; the limit is 35". */
  message: string;
  /** Errors block export; warnings (lint, docs/decisions.md, "Editor warnings") never do. */
  severity: 'error' | 'warning';
  /** Machine-readable kind: 'syntax', 'too_big', 'unrecognized_keys', 'lint.colour' ... */
  code: string;
  /** 1-based line and column in the imported text, when the document came from text. */
  line?: number;
  column?: number;
  /** Readiness checks only: the stable rule id ('google.length') and the Google page it comes from. */
  rule?: string;
  source?: string;
  /**
   * The same finding at the localized twin of this plain string, which the editor's one control
   * edits with it (`/localizedIssuerName/defaultValue/value` beside `/issuerName`): one issue for
   * the designer, and both paths for tools (the command line reports each, see twinIssues.ts).
   */
  twin?: IssuePlace;
  /** A certain repair (src/io/fix): its name, and the JSON Patch the editor and `--fix` apply. */
  fix?: Fix;
}

/** A named, previewable repair of one issue. */
export interface Fix {
  name: string;
  patch: JsonPatch;
}

/** Where an issue is: its JSON Pointer, its segments and, for imported text, its line and column. */
export interface IssuePlace {
  path: string;
  segments: readonly (string | number)[];
  line?: number;
  column?: number;
}

/** '/a/0/b' from ['a', 0, 'b'], escaping '~' and '/' as RFC 6901 says. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
