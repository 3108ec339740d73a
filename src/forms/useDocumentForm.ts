import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue } from '../io/describeIssue';
import { introspect, resourceSchemas, type ResourceKind } from '../schema';

const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });

const asValues = (document: unknown): FieldValues =>
  typeof document === 'object' && document !== null && !Array.isArray(document) ? document : {};

/**
 * react-hook-form holding one document, validated whole on every change by the resource's schema
 * with designer-readable messages. Subscribe with `useWatch`/`subscribe`; `reset(doc)` loads another.
 */
export function useDocumentForm(kind: ResourceKind, initial: unknown): UseFormReturn {
  // The resources are JSON objects; the registry types them loosely as ZodType.
  const schema = resourceSchemas[kind] as z.ZodType<FieldValues, FieldValues>;
  const root = introspect(schema);
  const validateWhole = zodResolver(schema, { error: (issue) => describeIssue(issue, root) });
  return useForm({
    mode: 'onChange',
    defaultValues: asValues(initial),
    // The whole document is validated on every change, after the next paint: the keystroke's own
    // frame (the field and the preview) comes first. react-hook-form passes its live values, so
    // the deferred run checks the latest state.
    resolver: async (values, context, options) => {
      await afterNextPaint();
      return validateWhole(values, context, options);
    },
  });
}
