import { draftSyntaxProblem, syntaxErrorLabel, type Draft } from './drafts';
import { verdictText, type DraftVerdict } from './draftErrorCount';

/** What a tab's dot shows: errors, Google warnings, ready, or no verdict yet. */
export type TabDot = 'invalid' | 'warned' | 'ready' | 'checking';

/**
 * What a tab says of its document, read after its name, and the dot that stands for it:
 * "2 errors", "Valid · 3 Google warnings", "Ready"; where kept JSON text stops parsing (once its
 * describer is in, "JSON syntax error" until then); "Checking…" while there are no counts yet
 * (the warnings' rules load in the page's first moments).
 */
export function tabVerdict(
  draft: Pick<Draft, 'id' | 'rawText'>,
  counts: DraftVerdict | undefined,
): { text: string; dot: TabDot } {
  const syntax = draftSyntaxProblem(draft);
  if (syntax !== null)
    return { text: syntax ? syntaxErrorLabel(syntax) : 'JSON syntax error', dot: 'invalid' };
  if (!counts) return { text: 'Checking…', dot: 'checking' };
  const dot = counts.errors > 0 ? 'invalid' : counts.warnings > 0 ? 'warned' : 'ready';
  return { text: verdictText(counts), dot };
}
