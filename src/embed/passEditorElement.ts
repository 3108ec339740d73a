import { createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Segments } from '../studio';
import { isResourceKind, resourceKinds } from '../schema/resources';
import { adoptStyles } from '../ui/adoptStyles';
import type { PassDocument } from './backend/passBackend';
import type { CheckResult, EmbedExportResult } from './checkDocument';
import { PassEditor, type PassEditorHandle } from './PassEditor';
import { toPassDocument } from './toPassDocument';

/** `detail` of the element's `change` event. */
export type PassEditorChangeDetail = { document: PassDocument } & CheckResult;
/** `detail` of the element's `export` event (the user pressed Export JSON on a valid document). */
export interface PassEditorExportDetail {
  json: string;
}

// The styles as text are a chunk of their own (about 9 kB gzip), fetched by the first element:
// a host that uses only PassEditor (`npm run size`) never loads them.
let stylesText: Promise<string> | undefined;
const loadStyles = () =>
  (stylesText ??= import('./editorStyles').then((module) => module.editorStyles));

async function styleInto(shadow: ShadowRoot) {
  // First: a part that loaded before (the card template) adopted its own after them.
  adoptStyles(shadow, await loadStyles(), 'start');
}

// Made on first use: a module that extends HTMLElement at load time breaks imports outside browsers.
const createElementClass = () =>
  class extends HTMLElement implements PassEditorElement {
    static observedAttributes = ['kind', 'readonly', 'locale', 'no-preview'];
    readonly #shadow = this.attachShadow({ mode: 'open' });
    readonly #mount = document.createElement('div');
    readonly #editor = createRef<PassEditorHandle>();
    #root: Root | null = null;
    #value: PassDocument | undefined;

    constructor() {
      super();
      // Hidden until styled, so the editor never shows unstyled for a moment.
      this.#mount.hidden = true;
      this.#shadow.append(this.#mount);
      void styleInto(this.#shadow).then(() => {
        this.#mount.hidden = false;
      });
    }

    /** The document as edited; setting it replaces the document (no `change` event). */
    get value(): PassDocument | undefined {
      return this.#editor.current?.getDocument() ?? this.#value;
    }

    set value(document: unknown) {
      const next = toPassDocument(document, '<pass-editor>.value');
      this.#value = next;
      if (this.#editor.current) this.#editor.current.setDocument(next);
      else this.#render();
    }

    validate(): Promise<CheckResult> | null {
      return this.#editor.current?.validate() ?? null;
    }

    exportJson(): Promise<EmbedExportResult> | null {
      return this.#editor.current?.export() ?? null;
    }

    focusPath(segments: Segments): void {
      this.#editor.current?.focusPath(segments);
    }

    connectedCallback() {
      this.#root ??= createRoot(this.#mount);
      this.#render();
    }

    disconnectedCallback() {
      // A move (remove, then insert) keeps the editor; only a real removal unmounts it.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#value = this.#editor.current?.getDocument() ?? this.#value;
        this.#root.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback() {
      if (this.#editor.current) this.#value = this.#editor.current.getDocument();
      this.#render();
    }

    #kind(): string {
      return this.getAttribute('kind') ?? 'offerObject';
    }

    #render() {
      if (!this.#root) return;
      const kind = this.#kind();
      if (!isResourceKind(kind)) {
        this.#root.render(
          createElement(
            'p',
            { role: 'alert', className: 'pass-studio-root' },
            `<pass-editor kind="${kind}">: kind must be one of ${resourceKinds.map((k) => `"${k}"`).join(', ')}.`,
          ),
        );
        return;
      }
      this.#root.render(
        createElement(PassEditor, {
          kind,
          defaultValue: this.#value,
          readOnly: this.hasAttribute('readonly'),
          locale: this.getAttribute('locale') ?? undefined,
          showPreview: !this.hasAttribute('no-preview'),
          ref: this.#editor,
          onChange: (document, result) => {
            this.#value = document;
            const detail: PassEditorChangeDetail = { document, ...result };
            this.dispatchEvent(
              new CustomEvent('change', { detail, bubbles: true, composed: true }),
            );
          },
          onExport: (json) => {
            const detail: PassEditorExportDetail = { json };
            this.dispatchEvent(
              new CustomEvent('export', { detail, bubbles: true, composed: true }),
            );
          },
        }),
      );
    }
  };

/** A `<pass-editor>` element: what a plain page can use besides its attributes. */
export interface PassEditorElement extends HTMLElement {
  /** The document as edited; setting it replaces the document (no `change` event). */
  get value(): PassDocument | undefined;
  set value(document: unknown);
  /** The editor's verdict, as PassEditor's `validate()`; null before the editor has rendered. */
  validate(): Promise<CheckResult> | null;
  /** The compliant JSON, through the editor's submit (one validation), or the errors. */
  exportJson(): Promise<EmbedExportResult> | null;
  focusPath(segments: Segments): void;
}

/**
 * Registers `<pass-editor>` (or `name`) and returns its class; calling it again is harmless.
 * Attributes: `kind` (transitClass | offerClass | offerObject), `readonly`, `locale` (dates in the preview),
 * `no-preview`. Property `value`; methods `validate()`, `exportJson()`, `focusPath()`; events
 * `change` ({document, valid, issues}) and `export` ({json}).
 */
export function defineElement(name = 'pass-editor'): CustomElementConstructor {
  const existing = customElements.get(name);
  if (existing) return existing;
  // One constructor can carry only one name: each name gets its own subclass.
  const element = createElementClass();
  customElements.define(name, element);
  return element;
}
