import { parse } from '../../io/parse';
import type { ParseRequest, ParseResponse } from './parseMessages';

/** What the parse worker answers a request: the stage, then the verdict without the document. */
export function answerParseRequest(
  { id, text, kind }: ParseRequest,
  post: (message: ParseResponse) => void,
): void {
  post({ id, type: 'progress', stage: 'parsing' });
  const { document, ...verdict } = parse(text, kind);
  post({ id, type: 'result', ...verdict, hasDocument: document !== undefined });
}
