import type { EditorStore } from './editorStore';
import { toName, type Segments } from './fieldPath';
import { fieldElement, focusFirstIn } from './focusFirstIn';
import type { SectionId } from '../schema';

const EXACT_TRIES = 12;
const ALL_TRIES = 40;

/**
 * focusPath for one editor: opens the section, asks every array row on the way to expand, then
 * waits (a frame at a time) for the field to render and focuses it. When the exact field never
 * appears (an absent optional object), the nearest rendered ancestor takes the focus.
 */
export function createFocusPath(
  editor: EditorStore,
  container: () => HTMLElement | null,
  sectionOf: (segments: Segments) => SectionId,
): (segments: Segments) => void {
  return (segments) => {
    editor.setSection(sectionOf(segments));
    const rows: string[] = [];
    segments.forEach((segment, i) => {
      if (typeof segment === 'number') rows.push(toName(segments.slice(0, i + 1)));
    });
    editor.requestExpand(rows);
    editor.requestReveal(rows);
    let tries = 0;
    const attempt = () => {
      const root = container();
      tries += 1;
      if (root) {
        if (focusFirstIn(fieldElement(root, toName(segments)))) return;
        if (tries >= EXACT_TRIES) {
          for (let length = segments.length - 1; length > 0; length--) {
            if (focusFirstIn(fieldElement(root, toName(segments.slice(0, length))))) return;
          }
        }
      }
      if (tries < ALL_TRIES) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };
}
