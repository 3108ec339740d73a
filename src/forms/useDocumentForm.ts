import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue } from '../io/describeIssue';
import type { Issue } from '../io/issue';
import { issuesOf } from '../io/validate';
import { isRecord } from '../io/walkDocument';
import { introspect, resourceSchemas, type ResourceKind } from '../schema';

/** What submitting a document gives: the document as validated, or why it was refused. */
export type SubmitResult = { ok: true; document: unknown } | { ok: false; issues: Issue[] };

/** A document's submit, through react-hook-form. */
export interface DocumentForm {
  /**
   * Validates `document` whole, once, through react-hook-form's handleSubmit and the zod resolver
   * (the schema src/io validates with), for export, copy and a host's submit. A refusal lists the
   * same issues, at the same paths, as `validate` in src/io.
   */
  submit: (document: unknown) => Promise<SubmitResult>;
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
 * react-hook-form as the submit of a document of `kind`, with its documented API only. The
 * document lives in its store (createDocumentSnapshots); the form is handed it when it is
 * submitted (`reset`). react-hook-form copies what it is given three times over: holding every
 * version as well would copy a large pass on opening and on every undo (docs/architecture.md).
 */
export function useDocumentForm(kind: ResourceKind): DocumentForm {
  const [validation] = useState(() => createDocumentResolver(kind));
  const form = useForm({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: validation.resolver,
  });
  const [submit] = useState(
    () =>
      (document: unknown): Promise<SubmitResult> =>
        new Promise((resolve) => {
          form.reset(asValues(document));
          void form.handleSubmit(
            (valid) => resolve({ ok: true, document: valid }),
            () => resolve({ ok: false, issues: [...validation.found()] }),
          )();
        }),
  );
  return { submit };
}
