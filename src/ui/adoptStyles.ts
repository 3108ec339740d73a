// One sheet per text, shared by every root that adopts it (a page and each editor's shadow root).
const sheets = new Map<string, CSSStyleSheet>();

const isDocument = (root: Node): root is Document => root.nodeType === Node.DOCUMENT_NODE;
const isShadowRoot = (root: Node): root is ShadowRoot =>
  root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root;

const canAdopt = (root: Document | ShadowRoot) =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype;

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to the stylesheets of `root` (the page, or a shadow root), once: after those it has,
 * or before them with `at: 'start'` (the editor's own, under the parts' that came first). A
 * constructed stylesheet, which a Content-Security-Policy without 'unsafe-inline' allows; a
 * `<style>` element only where constructed stylesheets are missing (jsdom).
 */
export function adoptStyles(
  root: Document | ShadowRoot,
  css: string,
  at: 'start' | 'end' = 'end',
): void {
  if (canAdopt(root)) {
    const sheet = sheetOf(css);
    const others = root.adoptedStyleSheets;
    if (others.includes(sheet)) return;
    root.adoptedStyleSheets = at === 'start' ? [sheet, ...others] : [...others, sheet];
    return;
  }
  const [parent, page] = isDocument(root) ? [root.head, root] : [root, root.ownerDocument];
  if ([...parent.querySelectorAll('style')].some((style) => style.textContent === css)) return;
  const style = page.createElement('style');
  style.textContent = css;
  if (at === 'start') parent.prepend(style);
  else parent.append(style);
}

/**
 * A ref callback for the outermost element of a part that loads on first use: the part's
 * stylesheet comes with its chunk and goes to the root the element is rendered in, before the
 * first paint. The package's `style.css` and the custom element's shadow root then carry only
 * what shows before such a part is opened.
 */
export function stylesFor(css: string): (element: Element | null) => void {
  return (element) => {
    if (!element) return;
    const root = element.getRootNode();
    adoptStyles(isShadowRoot(root) ? root : element.ownerDocument, css);
  };
}
