import type { ComponentProps } from 'react';
import { lazyDialog } from '../dialog';
import type { LinkCheckDialog } from './LinkCheckDialog';

/** The link check, loaded with the first save link pasted, dropped or opened. */
export const LazyLinkCheckDialog = lazyDialog<ComponentProps<typeof LinkCheckDialog>>(
  'Link check',
  () => import('./LinkCheckDialog').then((module) => module.LinkCheckDialog),
  (props) => props.onClose,
  'wide',
);
export type { LinkPassImport } from './linkPassImports';
