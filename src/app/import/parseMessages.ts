import type { Issue } from '../../io';
import type { ParseOptions } from '../../io/parse';
import type { ResourceKind } from '../../schema/resources';

/** Main thread to parse worker: one text to parse; `id` pairs the answers with it. */
export interface ParseRequest {
  id: number;
  text: string;
  kind?: ResourceKind;
  locate?: ParseOptions['locate'];
}

/**
 * Parse worker to main thread: a stage reached, then the verdict. The document itself does not
 * travel back: the main thread reads it from its own copy of the text with JSON.parse, which is
 * many times cheaper than copying a large object graph between threads.
 */
export type ParseResponse =
  | { id: number; type: 'progress'; stage: 'parsing' | 'validating' }
  | {
      id: number;
      type: 'result';
      kind: ResourceKind | null;
      issues: Issue[];
      /** Whether the text is JSON, so that there is a document to read. */
      hasDocument: boolean;
    };
