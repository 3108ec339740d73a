import { memo } from 'react';
import { commonLanguageTags, LANGUAGE_LIST_ID } from './languageTags';

/** The suggestions every language input points to with `list`. Rendered once per editor. */
export const LanguageTagList = memo(function LanguageTagList() {
  return (
    <datalist id={LANGUAGE_LIST_ID}>
      {commonLanguageTags.map(([tag, language]) => (
        <option key={tag} value={tag} label={language} />
      ))}
    </datalist>
  );
});
