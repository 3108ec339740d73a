/**
 * What the preview draws for the designer and a phone never shows (a sample tag, a path that
 * resolves to nothing, "2 more messages are not shown", an image that did not load): spread
 * `editorMark` on its outermost element. "Hide editor marks" hides these, and Export PNG leaves
 * them out (editorMarks.css, exportPng.ts).
 */
export const editorMark = { 'data-editor-mark': '' } as const;

/** Whether a node of the preview is such a mark. */
export function isEditorMark(node: Node): boolean {
  return node instanceof Element && node.hasAttribute('data-editor-mark');
}
