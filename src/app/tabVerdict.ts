import { verdictWords, type Verdict, type VerdictTone } from '../io';
import { syntaxErrorLabel } from '../io';
import { draftSyntaxProblem } from './drafts';
import { type Draft } from '../storage';

/**
 * What a tab says of its document, read after its name, and the tone of the dot that stands for
 * it (verdictWords); where kept JSON text stops parsing, that (once its describer is in, "JSON
 * syntax error" until then); "Checking…" while there are no counts yet (a draft without a stored
 * verdict waits for its check, useDraftVerdicts).
 */
export function tabVerdict(
  draft: Pick<Draft, 'id' | 'rawText'>,
  counts: Verdict | undefined,
): { text: string; tone: VerdictTone } {
  const syntax = draftSyntaxProblem(draft);
  if (syntax !== null)
    return verdictWords({ unparsable: syntax ? syntaxErrorLabel(syntax) : 'JSON syntax error' });
  return verdictWords(counts ?? 'checking');
}
