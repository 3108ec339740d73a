import { lazyDialog } from '../../ui/dialog';

/** Publish…, loaded when first opened: jose and the publish engine stay out of the editor's load. */
export const LazyPublishDialog = lazyDialog({
  title: 'Publish',
  size: 'wide',
  load: () => import('./PublishDialog'),
  pick: (module) => module.PublishDialog,
  closeOf: (props) => props.onClose,
});
export type { PublishTarget } from './usePublishSession';
