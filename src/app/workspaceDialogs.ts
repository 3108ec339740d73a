import type { ComponentProps } from 'react';
import { lazyDialog } from './dialog';
import type { NewDocumentDialog } from './NewDocumentDialog';
import type { RenameDialog } from './RenameDialog';

/** New…, loaded when first opened. */
export const LazyNewDocumentDialog = lazyDialog<ComponentProps<typeof NewDocumentDialog>>(
  'New document',
  () => import('./NewDocumentDialog').then((module) => module.NewDocumentDialog),
  (props) => props.onCancel,
  'narrow',
);

/** Rename…, loaded when first opened. */
export const LazyRenameDialog = lazyDialog<ComponentProps<typeof RenameDialog>>(
  'Rename document',
  () => import('./RenameDialog').then((module) => module.RenameDialog),
  (props) => props.onCancel,
  'narrow',
);
