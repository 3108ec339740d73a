import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue } from '../io/describeIssue';
import type { Issue } from '../io/issue';
import { issuesOf } from '../io/validate';
import { isRecord } from '../io/walkDocument';
import { introspect, resourceSchemas, type ResourceKind } from '../schema';

/** What submitting a document gives: the document as validated, or why it was refused. */
export type SubmitResult = { ok: true; document: unknown } | { ok: false; issues: Issue[] };

/** One document in react-hook-form, and its submit. */
export interface DocumentForm {
  form: UseFormReturn;
  /**
   * Validates the whole document once, through react-hook-form's handleSubmit and the zod
   * resolver (the schema src/io validates with), for export, copy and a host's submit. A refusal
   * lists the same issues, at the same paths, as `validate` in src/io.
   */
  submit: () => Promise<SubmitResult>;
}

const asValues = (document: unknown): FieldValues => (isRecord(document) ? document : {});

/**
 * The zod resolver of `kind`, and the issues its last run found. zod hands each issue to the
 * error map with its whole path before the resolver folds them into react-hook-form's errors
 * (one per field); the map keeps them as src/io's issues, so nothing is lost in the folding.
 */
function createDocumentResolver(kind: ResourceKind) {
  // The resources are JSON objects; the registry types them loosely as ZodType.
  const schema = resourceSchemas[kind] as z.ZodType<FieldValues, FieldValues>;
  const root = introspect(schema);
  let found: Issue[] = [];
  const resolve = zodResolver(
    schema,
    {
      reportInput: true,
      error: (issue) => {
        found.push(...issuesOf(issue, root));
        return describeIssue(issue, root);
      },
    },
    // The values as the user wrote them: export keeps their spelling (docs/decisions.md).
    { raw: true, mode: 'sync' },
  );
  const resolver: Resolver = (values, context, options) => {
    found = [];
    return resolve(values, context, options);
  };
  return { resolver, found: () => found };
}

/**
 * react-hook-form holding one document: the values its submit validates. Every write goes
 * through the document's store (createDocumentSnapshots), which reads and writes the form with
 * its documented API only (setValue, reset); widgets read the store's snapshots, never the form.
 */
export function useDocumentForm(kind: ResourceKind, initial: unknown): DocumentForm {
  const [validation] = useState(() => createDocumentResolver(kind));
  const form = useForm({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: asValues(initial),
    resolver: validation.resolver,
  });
  const [submit] = useState(
    () => (): Promise<SubmitResult> =>
      new Promise((resolve) => {
        void form.handleSubmit(
          (document) => resolve({ ok: true, document }),
          () => resolve({ ok: false, issues: [...validation.found()] }),
        )();
      }),
  );
  return { form, submit };
}
