import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { RangeSetBuilder, type EditorState } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/**
 * Where the value of every `totpDetails.parameters[*].key` sits in the text, in `from..to`, by
 * `tree` (the state's own, which may stop short of the end while the parser catches up).
 */
export function secretRanges(
  state: EditorState,
  from = 0,
  to = state.doc.length,
  tree = syntaxTree(state),
): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  const nameOf = (property: {
    getChild: (name: string) => { from: number; to: number } | null;
  }) => {
    const name = property.getChild('PropertyName');
    return name ? state.doc.sliceString(name.from, name.to) : null;
  };
  tree.iterate({
    from,
    to,
    enter(ref) {
      if (ref.name !== 'Property') return;
      const property = ref.node;
      if (nameOf(property) !== '"key"') return;
      // Property "key" < Object < Array < Property "parameters" < Object < Property "totpDetails".
      const element = property.parent;
      const list = element?.parent;
      const parameters = list?.parent;
      const details = parameters?.parent?.parent;
      if (element?.name !== 'Object' || list?.name !== 'Array') return;
      if (parameters?.name !== 'Property' || nameOf(parameters) !== '"parameters"') return;
      if (details?.name !== 'Property' || nameOf(details) !== '"totpDetails"') return;
      const value = property.lastChild;
      if (value && value.name !== 'PropertyName' && value.to > value.from) {
        ranges.push({ from: value.from, to: value.to });
      }
      return false;
    },
  });
  return ranges;
}

// Any "key" property's value: a string (closed or not yet), or whatever else stands there.
const KEY_VALUE = /"key"\s*:\s*("(?:[^"\\\n]|\\.)*"?|[^\s,}\]]+)/g;

/**
 * Every `"key": value` in the text between `from` and `to`, by pattern: the fallback while the
 * parser has not reached that far (a large document's end) or the text is broken, so a key is
 * never painted unmasked, at the price of masking a "key" that is not TOTP's for a moment.
 */
export function patternSecretRanges(
  state: EditorState,
  from = 0,
  to = state.doc.length,
): { from: number; to: number }[] {
  // Whole lines, so a value that starts before `from` is still found.
  const start = state.doc.lineAt(from).from;
  const end = state.doc.lineAt(to).to;
  const text = state.doc.sliceString(start, end);
  const ranges: { from: number; to: number }[] = [];
  for (const match of text.matchAll(KEY_VALUE)) {
    const value = match[1] ?? '';
    const at = start + (match.index ?? 0) + match[0].length - value.length;
    ranges.push({ from: at, to: at + value.length });
  }
  return ranges;
}

function parsedCleanly(state: EditorState, from: number, to: number): boolean {
  // A short budget: past it the pattern masks, and the precise pass follows when parsing ends.
  const tree = ensureSyntaxTree(state, to, 20);
  if (!tree) return false;
  let clean = true;
  tree.iterate({
    from,
    to,
    enter: (node) => {
      if (node.type.isError) clean = false;
      return clean;
    },
  });
  return clean;
}

class MaskWidget extends WidgetType {
  eq() {
    return true;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = 'cm-secret-mask';
    span.textContent = '"•••••"';
    span.title = 'Secret hidden; “Reveal secrets” shows it';
    return span;
  }
}

const mask = Decoration.replace({ widget: new MaskWidget() });

function maskDecorations(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  let last = -1;
  for (const { from, to } of view.visibleRanges) {
    const ranges = parsedCleanly(view.state, from, to)
      ? secretRanges(view.state, from, to)
      : patternSecretRanges(view.state, from, to);
    for (const range of ranges) {
      if (range.from < last || range.to <= range.from) continue;
      builder.add(range.from, range.to, mask);
      last = range.to;
    }
  }
  return builder.finish();
}

const maskPlugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = maskDecorations(view);
    }
    update(update: ViewUpdate) {
      if (
        update.docChanged ||
        update.viewportChanged ||
        syntaxTree(update.startState) !== syntaxTree(update.state)
      ) {
        this.decorations = maskDecorations(update.view);
      }
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/**
 * Shows every TOTP key as •••••, on screen only: the document text (and so copy, export and
 * the data) keeps the key. The cursor steps over a masked value as one unit.
 */
export const secretMask = [
  maskPlugin,
  EditorView.atomicRanges.of((view) => view.plugin(maskPlugin)?.decorations ?? Decoration.none),
];
