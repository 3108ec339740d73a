import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles, stylesFor } from './adoptStyles';

const part = '.part { color: red; }';
const editor = '.editor { color: blue; }';

/** A shadow root in the page, as the custom element makes one. */
function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

// The jsdom page is shared with other test files: their <style> elements (CodeMirror's) are
// theirs, and left alone.
let others = new Set<Element>();

const styleTexts = (parent: ParentNode) =>
  [...parent.querySelectorAll('style')]
    .filter((style) => !others.has(style))
    .map((style) => style.textContent);

beforeEach(() => {
  others = new Set(document.head.querySelectorAll('style'));
});

afterEach(() => {
  document.body.replaceChildren();
  for (const style of document.head.querySelectorAll('style'))
    if (!others.has(style)) style.remove();
  vi.unstubAllGlobals();
});

describe('stylesFor, where constructed stylesheets are missing (jsdom)', () => {
  it('gives the page one <style> however many elements of the part render', () => {
    const withStyles = stylesFor(part);
    for (let i = 0; i < 3; i++) {
      const element = document.createElement('fieldset');
      document.body.append(element);
      withStyles(element);
    }
    withStyles(null);
    expect(styleTexts(document.head)).toEqual([part]);
  });

  it('gives a shadow root its own copy, and the page none', () => {
    const shadow = shadowRoot();
    const element = document.createElement('fieldset');
    shadow.append(element);
    stylesFor(part)(element);
    expect(styleTexts(shadow)).toEqual([part]);
    expect(styleTexts(document.head)).toEqual([]);
  });

  it('puts the editor’s own styles before a part’s that came first', () => {
    const shadow = shadowRoot();
    adoptStyles(shadow, part);
    adoptStyles(shadow, editor, 'start');
    expect(styleTexts(shadow)).toEqual([editor, part]);
  });
});

describe('adoptStyles with constructed stylesheets (browsers)', () => {
  class FakeSheet {
    text = '';
    replaceSync(text: string) {
      this.text = text;
    }
  }

  function adoptingRoot(): ShadowRoot {
    const shadow = shadowRoot();
    Object.defineProperty(shadow, 'adoptedStyleSheets', { value: [], writable: true });
    return shadow;
  }

  const texts = (root: ShadowRoot) =>
    root.adoptedStyleSheets.map((sheet) => (sheet as unknown as FakeSheet).text);

  it.each([
    ['end', [editor, part]],
    ['start', [part, editor]],
  ] as const)('adopts once, at the %s, and writes no <style>', (at, expected) => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const shadow = adoptingRoot();
    adoptStyles(shadow, editor);
    adoptStyles(shadow, part, at);
    adoptStyles(shadow, part, at);
    expect(texts(shadow)).toEqual(expected);
    expect(styleTexts(shadow)).toEqual([]);
  });

  it('shares one sheet between the roots that adopt the same text', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const [first, second] = [adoptingRoot(), adoptingRoot()];
    adoptStyles(first, part);
    adoptStyles(second, part);
    expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0]);
  });
});
