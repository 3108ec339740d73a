import { memo } from 'react';
import { ViewSwitch, type PreviewView } from './ViewSwitch';

interface PreviewToolbarProps {
  view: PreviewView;
  onView: (view: PreviewView) => void;
  panelId: string;
  /** The pass's translations. */
  languages: readonly string[];
  /** The language shown; '' for the default values. */
  language: string;
  onLanguage: (language: string) => void;
  demoMode: boolean;
  onDemoMode: (demoMode: boolean) => void;
  /** Two previews side by side: no demo-mode switch. */
  compact: boolean;
}

/** The view tabs, the language and the demo-mode switch; redrawn only when one of them changes. */
export const PreviewToolbar = memo(function PreviewToolbar({
  view,
  onView,
  panelId,
  languages,
  language,
  onLanguage,
  demoMode,
  onDemoMode,
  compact,
}: PreviewToolbarProps) {
  const missing = language !== '' && !languages.includes(language);
  return (
    <div className="pp-toolbar">
      <ViewSwitch view={view} onChange={onView} panelId={panelId} />
      <label className="pp-language">
        <span>Language</span>
        {/* Nothing to choose until the pass has a translation: no Tab stop until then. */}
        <select
          value={language}
          disabled={languages.length === 0 && language === ''}
          onChange={(event) => onLanguage(event.target.value)}
        >
          <option value="">Default values</option>
          {[...languages, ...(missing ? [language] : [])].map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </label>
      {compact ? null : (
        <label
          className="pp-language"
          title="Passes of an issuer in demo mode show [TEST ONLY]. A preview setting, never exported."
        >
          <input
            type="checkbox"
            checked={demoMode}
            onChange={(event) => onDemoMode(event.target.checked)}
          />
          <span>Issuer in demo mode</span>
        </label>
      )}
    </div>
  );
});
