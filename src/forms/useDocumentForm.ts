import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue } from '../io/describeIssue';
import { introspect, resourceSchemas, type ResourceKind } from '../schema';

const asValues = (document: unknown): FieldValues =>
  typeof document === 'object' && document !== null && !Array.isArray(document) ? document : {};

/**
 * react-hook-form holding one document. Its zod resolver validates the whole document only when
 * asked (handleSubmit, trigger: export and submit); while editing, the issue channel
 * (DocumentEditor's IssueStore) validates the subtree each change touched. Read it through the
 * document's snapshots (useDocumentValue), not useWatch; write with plain setValue (no dirty or
 * touched state: nothing reads it, and keeping it compares the whole document on a key);
 * `reset(doc)` loads another.
 */
export function useDocumentForm(kind: ResourceKind, initial: unknown): UseFormReturn {
  // The resources are JSON objects; the registry types them loosely as ZodType.
  const schema = resourceSchemas[kind] as z.ZodType<FieldValues, FieldValues>;
  const root = introspect(schema);
  const validateWhole = zodResolver(schema, { error: (issue) => describeIssue(issue, root) });
  return useForm({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: asValues(initial),
    resolver: validateWhole,
  });
}
