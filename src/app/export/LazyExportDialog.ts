import type { ComponentProps } from 'react';
import { lazyDialog } from '../dialog';
import type { ExportDialog } from './ExportDialog';

/** The export preview, loaded when first opened (or on idle, through `preload`). */
export const LazyExportDialog = lazyDialog<ComponentProps<typeof ExportDialog>>(
  'Export preview',
  () => import('./ExportDialog').then((module) => module.ExportDialog),
  (props) => props.onClose,
  'wide',
);
