import { z } from 'zod';
import { issueSchema } from '../protocol';
import type { PassDocument } from './passBackend';

// Google's error body, `{ error: { code, message, status } }`, plus what the reference server
// adds: `error.issues` on 400, the stored `document` on 409/412. Every part is optional.
const errorBodySchema = z.looseObject({
  error: z
    .looseObject({
      message: z.string().optional(),
      issues: z.array(issueSchema).optional().catch(undefined),
    })
    .optional(),
  document: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

export interface ErrorDetails {
  message: string;
  issues?: z.output<typeof issueSchema>[];
  document?: PassDocument;
}

/** What an error response says, falling back to its status line when the body says nothing. */
export function readErrorBody(text: string, status: number, statusText: string): ErrorDetails {
  const fallback = `The server answered ${status}${statusText ? ` ${statusText}` : ''}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { message: fallback };
  }
  const body = errorBodySchema.safeParse(json);
  if (!body.success) return { message: fallback };
  const details: ErrorDetails = { message: body.data.error?.message ?? fallback };
  if (body.data.error?.issues) details.issues = body.data.error.issues;
  if (body.data.document) details.document = body.data.document;
  return details;
}
