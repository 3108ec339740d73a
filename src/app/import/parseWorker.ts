import '../../strictCsp';
import { parse } from '../../io/parse';
import type { ParseRequest, ParseResponse } from './parseMessages';

// Runs `parse` off the main thread so a large file never freezes the page.
const post = (message: ParseResponse) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  post({ type: 'progress', stage: 'parsing' });
  post({ type: 'result', result: parse(event.data.text, event.data.kind) });
});
