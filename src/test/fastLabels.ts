// jsdom finds a label's control by walking the whole tree for its `for` id, and a control's labels
// by asking every node of the page for its control: naming one button of a form with a thousand
// fields walks the page a thousand times, and a role query by name names every button. These give
// the spec's answers by id lookup instead: the control is the first element in tree order with
// that id (what getElementById returns) if it is labelable, and the labels are the page's labels,
// in tree order, whose control it is.

const LABELABLE = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';

type Root = Document | ShadowRoot;
const isRoot = (node: Node): node is Root => node instanceof Document || node instanceof ShadowRoot;

/** jsdom's own getter of `name` on `proto`, to call on an element. */
function jsdomGetter<T>(proto: object, name: string): ((self: Element) => T) | undefined {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a getter, called with its element
  const get = Object.getOwnPropertyDescriptor(proto, name)?.get;
  return get && ((self) => Reflect.apply(get, self, []) as T);
}

const jsdomControl = jsdomGetter<HTMLElement | null>(HTMLLabelElement.prototype, 'control');

function control(this: HTMLLabelElement): HTMLElement | null {
  const id = this.getAttribute('for');
  const root = this.getRootNode();
  if (id === null || !isRoot(root)) return jsdomControl?.(this) ?? null;
  if (id === '') return null;
  const target = root.getElementById(id);
  return target?.matches(LABELABLE) ? target : null;
}

function labels(this: HTMLElement): NodeListOf<HTMLLabelElement> | HTMLLabelElement[] {
  const root = this.getRootNode();
  const scope: ParentNode = isRoot(root) ? root : (root as Element);
  const found = [...scope.querySelectorAll('label')].filter((label) => label.control === this);
  if (!isRoot(root) && root instanceof HTMLLabelElement && root.control === this) {
    found.unshift(root);
  }
  return found;
}

let installed = false;

/**
 * Installs the id-based `control` and `labels` on jsdom's elements, once: test files that share
 * one environment run the setup again, and a second install would wrap the first.
 */
export function installFastLabels(): void {
  if (!jsdomControl || installed) return;
  installed = true;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get: control,
  });
  for (const type of [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ]) {
    const jsdomLabels = jsdomGetter<NodeListOf<HTMLLabelElement> | null>(type.prototype, 'labels');
    if (!jsdomLabels) continue;
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        // A hidden input has no labels (null), as in jsdom.
        return this.matches(LABELABLE) ? labels.call(this) : jsdomLabels(this);
      },
    });
  }
}
