import type { ComponentProps } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { PublishDialog } from './PublishDialog';

/** Publish…, loaded when first opened: jose and the publish engine stay out of the editor's load. */
export const LazyPublishDialog = preloadable<ComponentProps<typeof PublishDialog>>(() =>
  import('./PublishDialog').then((module) => module.PublishDialog),
);
export type { PublishTarget } from './usePublishSession';
