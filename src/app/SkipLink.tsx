import { focusFirstField } from '../studio';

/**
 * The page's first Tab stop, shown when focused: past the header, the documents bar and the
 * section list, straight to the open document's first field (or the welcome's first choice);
 * `onSkip` shows the form in a narrow window.
 */
export function SkipLink({ onSkip }: { onSkip: () => void }) {
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        onSkip();
        focusFirstField(() => document.querySelector('main'));
      }}
    >
      Skip to the form
    </a>
  );
}
