import type { ComponentProps } from 'react';
import { lazyDialog } from '../dialog';
import type { PublishDialog } from './PublishDialog';

/** Publish…, loaded when first opened: jose and the publish engine stay out of the editor's load. */
export const LazyPublishDialog = lazyDialog<ComponentProps<typeof PublishDialog>>(
  'Publish',
  () => import('./PublishDialog').then((module) => module.PublishDialog),
  (props) => props.onClose,
  'wide',
);
export type { PublishTarget } from './usePublishSession';
