import '../../strictCsp';
import { answerParseRequest } from './answerParseRequest';
import type { ParseRequest } from './parseMessages';

// Runs `parse` off the main thread so a large file never freezes the page.
self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  answerParseRequest(event.data, (message) => self.postMessage(message));
});
