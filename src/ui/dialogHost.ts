import { createContext } from 'react';

/**
 * Where a modal dialog is put: the page's body, or an embedded editor's root, whose design tokens
 * and styles (scoped under the root by the package, or in a custom element's shadow root) it needs.
 */
export const DialogHostContext = createContext<Element | null>(null);
