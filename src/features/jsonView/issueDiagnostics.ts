import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { Issue } from '../../io';

/** The document offset of a 1-based line and column, clamped into the text. */
export function offsetAt(text: Text, line = 1, column = 1): number {
  const at = text.line(Math.min(Math.max(1, line), text.lines));
  return Math.min(at.from + Math.max(0, column - 1), at.to);
}

/**
 * Issues as CodeMirror diagnostics: each marks from its position to the end of its line, so a
 * value is underlined and the gutter shows the line. Unlocated issues mark the first character.
 * The tooltip says where in the editor's words (`where`: "Text modules › 2nd › Header") and what,
 * never a JSON Pointer or a validator's code.
 */
export function issueDiagnostics(
  issues: readonly Issue[],
  text: Text,
  where?: (segments: Issue['segments']) => string,
): Diagnostic[] {
  return issues.map((issue) => {
    const from = offsetAt(text, issue.line, issue.column);
    const to = Math.max(from, text.lineAt(from).to);
    return {
      from,
      to: to === from ? Math.min(from + 1, text.length) : to,
      severity: issue.severity,
      message:
        issue.segments.length > 0 && where
          ? `${where(issue.segments)}: ${issue.message}`
          : issue.message,
    };
  });
}
