import { nodeAt, type FieldNode } from '../schema';
import type { Segments } from './fieldPath';

/** Where an issue is, in the editor's words: "Text modules › 2 › Header". */
export function issueLocation(root: FieldNode, segments: Segments): string {
  if (segments.length === 0) return 'Document';
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (typeof segment === 'number') {
      words.push(String(segment + 1));
      return;
    }
    const node = nodeAt(root, segments.slice(0, i + 1));
    words.push(node?.label ?? segment);
  });
  return words.join(' › ');
}
