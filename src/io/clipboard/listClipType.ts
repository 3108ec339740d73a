import { introspect, nodeAt, type FieldNode } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import type { Segments } from '../walkDocument';
import { clipType } from './typeLabel';

/** The type of the list's rows, or undefined when its rows have none (tokens). */
export function listRowNode(kind: ResourceKind, list: Segments): FieldNode | undefined {
  const node = nodeAt(introspect(resourceSchemas[kind]), [...list, 0]);
  return node?.typeName === undefined ? undefined : node;
}

/** The tag a row of this list carries on the clipboard ("textModule"), or undefined. */
export function listClipType(kind: ResourceKind, list: Segments): string | undefined {
  const typeName = listRowNode(kind, list)?.typeName;
  return typeName === undefined ? undefined : clipType(typeName);
}
