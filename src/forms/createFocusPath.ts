import type { EditorStore } from './editorStore';
import { toName, type Segments } from './fieldPath';
import { focusWhenRendered } from './focusWhenRendered';
import type { SectionId } from '../schema';

/**
 * focusPath for one editor: opens the section, asks every array row on the way to expand (and a
 * long list to scroll to it), then focuses the field once it renders. When the exact field never
 * appears (an absent optional object), the nearest rendered ancestor takes the focus.
 */
export function createFocusPath(
  editor: EditorStore,
  /** The open section's element, once it shows `section`. */
  container: (section: SectionId) => HTMLElement | null,
  sectionOf: (segments: Segments) => SectionId,
): (segments: Segments) => void {
  return (segments) => {
    const section = sectionOf(segments);
    editor.setSection(section);
    const rows: string[] = [];
    segments.forEach((segment, i) => {
      if (typeof segment === 'number') rows.push(toName(segments.slice(0, i + 1)));
    });
    editor.requestExpand(rows);
    editor.requestReveal(rows);
    const ancestors = segments
      .map((_, i) => toName(segments.slice(0, segments.length - 1 - i)))
      .filter((name) => name !== '');
    focusWhenRendered(toName(segments), { within: () => container(section), fallbacks: ancestors });
  };
}
