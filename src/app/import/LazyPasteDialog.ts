import type { ComponentProps } from 'react';
import { lazyDialog } from '../dialog';
import type { PasteDialog } from './PasteDialog';

/** The paste dialog, loaded when first opened (or on idle, through `preload`). */
export const LazyPasteDialog = lazyDialog<ComponentProps<typeof PasteDialog>>(
  'Paste JSON',
  () => import('./PasteDialog').then((module) => module.PasteDialog),
  (props) => props.onCancel,
);
