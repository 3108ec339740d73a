import { lazyDialog } from '../../ui/dialog';

/** The paste dialog, loaded when first opened (or on idle, through `preload`). */
export const LazyPasteDialog = lazyDialog({
  title: 'Paste JSON',
  load: () => import('./PasteDialog'),
  pick: (module) => module.PasteDialog,
  closeOf: (props) => props.onCancel,
});
