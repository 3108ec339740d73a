import { lazyDialog } from '../ui/dialog';

/** New…, loaded when first opened. */
export const LazyNewDocumentDialog = lazyDialog({
  title: 'New document',
  size: 'narrow',
  load: () => import('./NewDocumentDialog'),
  pick: (module) => module.NewDocumentDialog,
  closeOf: (props) => props.onCancel,
});

/** Rename…, loaded when first opened. */
export const LazyRenameDialog = lazyDialog({
  title: 'Rename document',
  size: 'narrow',
  load: () => import('./RenameDialog'),
  pick: (module) => module.RenameDialog,
  closeOf: (props) => props.onCancel,
});
