import './sectionNav.css';
import { type KeyboardEvent, memo, useMemo } from 'react';
import { resourceSections, type SectionId } from '../schema';
import { plural } from '../io/verdict';
import { useFormEngine } from './FormEngineContext';
import { sectionOf } from './sectionOf';
import { sectionOutline } from './sectionOutline';
import { useDocumentIssueList } from './useDocumentIssueList';
import { useSection } from './useSection';

/** The keys that press a button: on a section they open it and go into it. */
const goKeys = new Set(['Enter', ' ']);

/**
 * The sections of the document, each with its error count; arrow keys move between them, and
 * Enter or Space opens one and takes the focus to its first field, as a link into the page would
 * (a pointer's click leaves the focus where it is). A long open section gets an outline of its
 * groups under the list; a click goes to the group.
 */
export const SectionNav = memo(function SectionNav() {
  const { kind, root, focusPath, focusSection } = useFormEngine();
  const [active, open] = useSection();
  const issues = useDocumentIssueList();
  const counts = useMemo(() => {
    const map = new Map<SectionId, number>();
    for (const issue of issues ?? []) {
      if (issue.severity !== 'error') continue;
      const section = sectionOf(root, kind, issue.segments);
      map.set(section, (map.get(section) ?? 0) + 1);
    }
    return map;
  }, [issues, root, kind]);
  const outline = useMemo(() => sectionOutline(root, kind, active), [root, kind, active]);
  // Each list is one Tab stop (the open section, the outline's first item); arrows move inside.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : at + (event.key === 'ArrowDown' ? 1 : -1);
    const target = buttons[(next + buttons.length) % buttons.length];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  const activeTitle = resourceSections[kind].find((section) => section.id === active)?.title;
  return (
    <>
      <nav className="section-nav" aria-label="Sections">
        <ul className="section-nav__list plain-list" onKeyDown={onKeyDown}>
          {resourceSections[kind].map((section) => {
            const errors = counts.get(section.id) ?? 0;
            return (
              <li key={section.id}>
                <button
                  type="button"
                  className="section-nav__item"
                  aria-current={section.id === active ? 'true' : undefined}
                  tabIndex={section.id === active ? 0 : -1}
                  onClick={() => open(section.id)}
                  onKeyDown={(event) => {
                    if (!goKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey)
                      return;
                    // Instead of the click these keys make: the click is a pointer's alone.
                    event.preventDefault();
                    focusSection(section.id);
                  }}
                >
                  <span>{section.title}</span>
                  {errors > 0 ? (
                    <span className="badge badge--error">{plural(errors, 'error')}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {outline.length > 0 ? (
        <nav className="section-outline-nav" aria-label={`Outline of ${activeTitle}`}>
          <p className="section-outline__title" aria-hidden="true">
            In {activeTitle}
          </p>
          <ul className="section-outline" onKeyDown={onKeyDown}>
            {outline.map((item, index) => (
              <li key={item.segments.join('.')}>
                <button
                  type="button"
                  className="section-outline__item"
                  tabIndex={index === 0 ? 0 : -1}
                  onClick={() => focusPath(item.segments)}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
});
