import { syntaxTree } from '@codemirror/language';
import { RangeSetBuilder, type EditorState } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/** Where the value of every `totpDetails.parameters[*].key` sits in the text, in `from..to`. */
export function secretRanges(
  state: EditorState,
  from = 0,
  to = state.doc.length,
): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  const nameOf = (property: {
    getChild: (name: string) => { from: number; to: number } | null;
  }) => {
    const name = property.getChild('PropertyName');
    return name ? state.doc.sliceString(name.from, name.to) : null;
  };
  syntaxTree(state).iterate({
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
  for (const { from, to } of view.visibleRanges) {
    for (const range of secretRanges(view.state, from, to)) builder.add(range.from, range.to, mask);
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
