import type { ComponentType } from 'react';
import type { FieldNode, ResourceKind } from '../schema';

/** What every widget receives. A widget binds itself to the document's store by `name` (useFieldValue). */
export interface WidgetProps {
  node: FieldNode;
  /** react-hook-form path: 'textModulesData.3.header'. */
  name: string;
  /** The same path as segments, indices as numbers: ['textModulesData', 3, 'header']. */
  segments: readonly (string | number)[];
  /** The resource being edited. */
  kind: ResourceKind;
  readOnly?: boolean;
  /** Overrides `node.label`: array rows are called "Text module 3", not by the element's key. */
  label?: string;
}

/** One entry of the widget registry: the first entry whose test matches a node wins. */
export interface WidgetEntry {
  name: string;
  test: (node: FieldNode) => boolean;
  Widget: ComponentType<WidgetProps>;
  /**
   * The widget shows its inputs while an optional object is still absent and creates it on the
   * first input (LocalizedString, Image). Other optional objects get "Add x" / "Remove x" buttons.
   */
  handlesAbsence?: boolean;
}

/** Ordered; passed to the form as a prop so hosts can add or replace widgets. */
export type WidgetRegistry = readonly WidgetEntry[];
