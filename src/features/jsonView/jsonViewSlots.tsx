import type { StudioLayoutProps, Studio } from '../../studio';
import { JsonViewPane } from './JsonViewPane';
import { SyntaxIssueList } from './SyntaxProblemNotice';
import type { JsonView } from './useJsonView';

interface JsonViewSlotsOptions {
  studio: Studio;
  json: JsonView;
  /** The JSON view can be read, not typed in. */
  readOnly: boolean;
  /** Each keystroke of the JSON view, while its text is ahead of the form (default: kept in `json`). */
  onText?: ((text: () => string) => void) | undefined;
}

/**
 * What the JSON view puts in the editor's layout, the same in every shell: the JSON view while it
 * is chosen, the form locked while the text does not parse, and where it breaks in place of the
 * issue list. Nothing while the form shows a document that parses.
 */
export function jsonViewSlots({
  studio,
  json,
  readOnly,
  onText = json.keepText,
}: JsonViewSlotsOptions): Pick<StudioLayoutProps, 'editor' | 'issues'> {
  if (json.view === 'form' && !json.syntax) return {};
  return {
    editor: <JsonViewPane studio={studio} json={json} readOnly={readOnly} onText={onText} />,
    issues: json.syntax ? (
      <SyntaxIssueList problem={json.syntax} onSelect={json.showSyntaxProblem} />
    ) : undefined,
  };
}
