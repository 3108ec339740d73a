import { useMemo, useSyncExternalStore } from 'react';
import type { Studio } from '../../studio';
import { RawJsonEditor } from './RawJsonEditor';
import { FormLocked } from './SyntaxProblemNotice';
import type { JsonView } from './useJsonView';

interface JsonViewPaneProps {
  studio: Studio;
  json: JsonView;
  readOnly: boolean;
  /** Each keystroke of the JSON view, while its text is ahead of the form. */
  onText: (text: () => string) => void;
}

/** The editor pane when it is not the form: the JSON view, or the form locked by broken JSON. */
export function JsonViewPane({ studio, json, readOnly, onText }: JsonViewPaneProps) {
  const { snapshots, kind, replace } = studio;
  const { view, syntax, showSyntaxProblem, start, applied, setSyntax, editorRef } = json;
  const document = useSyncExternalStore(snapshots.subscribe, () => snapshots.get().document);
  // The studio's one check: the JSON view marks its issues and checks nothing itself.
  const issues = useMemo(
    () => ({ now: studio.issuesNow, subscribe: studio.engine.issues.subscribe }),
    [studio.issuesNow, studio.engine],
  );
  if (view === 'form')
    return syntax ? <FormLocked problem={syntax} onShowJson={showSyntaxProblem} /> : null;
  return (
    <RawJsonEditor
      key={start.version}
      kind={kind}
      document={document}
      initialText={start.text}
      issues={issues}
      readOnly={readOnly}
      onValidEdit={(next) => {
        applied();
        replace(next, 'edit');
      }}
      onTextChange={onText}
      onSyntaxProblem={setSyntax}
      ref={editorRef}
    />
  );
}
