import { lazyDialog } from '../../ui/dialog';

/** Go to field (Ctrl+K): loaded when first opened, or on idle through `preload`, so that the first press opens it at once. */
export const LazyGoToFieldDialog = lazyDialog({
  title: 'Go to field',
  size: 'narrow',
  load: () => import('./GoToFieldDialog'),
  pick: (module) => module.GoToFieldDialog,
  closeOf: (props) => props.onClose,
});
