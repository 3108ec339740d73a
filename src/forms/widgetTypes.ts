import type { ComponentType } from 'react';
import type { FieldNode, ResourceKind } from '../schema';

/** What every widget receives. A widget binds itself to the form by `name` (useController). */
export interface WidgetProps {
  node: FieldNode;
  /** react-hook-form path: 'textModulesData.3.header'. */
  name: string;
  /** The same path as segments, indices as numbers: ['textModulesData', 3, 'header']. */
  segments: readonly (string | number)[];
  /** The resource being edited. */
  kind: ResourceKind;
  readOnly?: boolean;
}

/** One entry of the widget registry: the first entry whose test matches a node wins. */
export interface WidgetEntry {
  name: string;
  test: (node: FieldNode) => boolean;
  Widget: ComponentType<WidgetProps>;
}

/** Ordered; passed to the form as a prop so hosts can add or replace widgets. */
export type WidgetRegistry = readonly WidgetEntry[];
