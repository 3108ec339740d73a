import { focusableIn } from './focusableIn';

/**
 * Where a person starts in the section just opened (`section`, SectionFields): its first field or
 * control past its head (the title, Copy / Paste section); null while a part of it is still
 * loading, since the first control may be in that part.
 */
export function sectionStart(section: Element | null): HTMLElement | null {
  if (!section || section.querySelector('.group__loading')) return null;
  for (const part of section.children) {
    if (part.hasAttribute('data-section-head')) continue;
    const control = focusableIn(part, { fields: true });
    if (control) return control;
  }
  return null;
}
