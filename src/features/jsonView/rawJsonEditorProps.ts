import type { Ref } from 'react';
import type { Issue } from '../../io';
import type { ResourceKind } from '../../schema/resources';
import type { SyntaxProblem } from '../../io/syntaxProblem';

/** What the document screen can ask of the JSON view. */
export interface RawJsonEditorHandle {
  /** Puts the cursor where the value at `segments` is (or the nearest value around it). */
  goTo(segments: readonly (string | number)[]): void;
  /** Puts the cursor at a 1-based line and column. */
  goToLine(line: number, column: number): void;
}

/**
 * The editor's one check of the document (its issue channel): the JSON view marks its issues in
 * the text and never checks the document again.
 */
export interface DocumentIssues {
  /** The issues of the document handed on last, its pending check run first; undefined until the rules have loaded. */
  now: () => readonly Issue[] | undefined;
  /** Called when the issues change without an edit here (rules loaded, images measured). */
  subscribe: (listener: () => void) => () => void;
}

export interface RawJsonEditorProps {
  kind: ResourceKind;
  /** Shown as `JSON.stringify(document, null, 2)`; changes from outside replace the text. */
  document: unknown;
  /**
   * Called with every edit that parses as JSON (schema-invalid values included), after a short
   * pause. While the text does not parse, nothing is called and the status line says where.
   */
  onValidEdit?: (nextDocument: unknown) => void;
  /** The document's issues, to mark in the text and count in the status line. */
  issues?: DocumentIssues | undefined;
  /** Text to start with instead of the document: work kept from before that does not parse. */
  initialText?: string | undefined;
  /** Every edit the user types, at once; `text()` reads the whole text (costly: call it lazily). */
  onTextChange?: (text: () => string) => void;
  /** Where the text stops parsing, or null once it parses; after each pause in typing. */
  onSyntaxProblem?: (problem: SyntaxProblem | null) => void;
  /** Changing it keeps the text: a draft that becomes editable keeps what is shown. */
  readOnly?: boolean;
  /** The editor's accessible name. */
  label?: string;
  ref?: Ref<RawJsonEditorHandle>;
}
