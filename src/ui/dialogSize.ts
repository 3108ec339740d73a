import { createContext } from 'react';

/**
 * How wide a dialog is: `narrow` for a field or two, `medium` for a report, `wide` for settings
 * beside a result, `full` for side-by-side previews.
 */
export type DialogSize = 'narrow' | 'medium' | 'wide' | 'full';

/**
 * The size of the dialog being drawn, said once where it is declared (`lazyDialog`): its loading
 * frame, its failure and the dialog itself all read it, so none is narrower than the others.
 */
export const DialogSizeContext = createContext<DialogSize>('medium');
