import { parse } from '../../io/parse';
import type { ParseRequest, ParseResponse } from './parseMessages';

/** What the parse worker answers a request: the stage, then the verdict without the document. */
export function answerParseRequest(
  { id, text, kind, locate }: ParseRequest,
  post: (message: ParseResponse) => void,
): void {
  post({ id, type: 'progress', stage: 'parsing' });
  const { document, ...verdict } = parse(text, kind, { locate });
  post({ id, type: 'result', ...verdict, hasDocument: document !== undefined });
}
