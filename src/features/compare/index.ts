import { lazyDialog } from '../../ui/dialog';

/** Compare, loaded when it is first asked for. */
export const LazyCompareDialog = lazyDialog({
  title: 'Compare documents',
  size: 'full',
  load: () => import('./CompareDialog'),
  pick: (module) => module.CompareDialog,
  closeOf: (props) => props.onClose,
});
export type { ComparedDocument } from './CompareDialog';
