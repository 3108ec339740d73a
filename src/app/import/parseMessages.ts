import type { ParseResult } from '../../io';
import type { ResourceKind } from '../../schema/resources';

/** Main thread to parse worker. */
export interface ParseRequest {
  text: string;
  kind?: ResourceKind;
}

/** Parse worker to main thread: a stage reached, then the result. */
export type ParseResponse =
  { type: 'progress'; stage: 'parsing' | 'validating' } | { type: 'result'; result: ParseResult };
