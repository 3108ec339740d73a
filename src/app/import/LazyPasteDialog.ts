import type { ComponentProps } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { PasteDialog } from './PasteDialog';

/** The paste dialog, loaded when first opened (or on idle, through `preload`). */
export const LazyPasteDialog = preloadable<ComponentProps<typeof PasteDialog>>(() =>
  import('./PasteDialog').then((module) => module.PasteDialog),
);
