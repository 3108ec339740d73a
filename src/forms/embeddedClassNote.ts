import { createContext, type ReactNode } from 'react';

/**
 * What the host says beside an offer object's embedded class fields (the app: that the preview
 * draws the open class instead, and the ways out). Nothing by default.
 */
export const EmbeddedClassNoteContext = createContext<ReactNode>(null);
