import { parse, type ParseResult } from '../../io';
import type { ResourceKind } from '../../schema/resources';
import type { ParseRequest, ParseResponse } from './parseMessages';

/** Texts at least this long are parsed in a worker; smaller ones are faster on the main thread. */
export const WORKER_THRESHOLD = 200_000;

export interface ParseTextOptions {
  kind?: ResourceKind;
  onStage?: (stage: 'parsing' | 'validating') => void;
}

function parseInWorker(text: string, { kind, onStage }: ParseTextOptions): Promise<ParseResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ParseResponse>) => {
      if (event.data.type === 'progress') {
        onStage?.(event.data.stage);
        return;
      }
      worker.terminate();
      resolve(event.data.result);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The parse worker failed'));
    });
    const request: ParseRequest = kind ? { text, kind } : { text };
    worker.postMessage(request);
  });
}

/**
 * `parse` from io, off the main thread for large texts where workers exist. A worker that fails
 * to start falls back to the main thread, so a file is never refused for that.
 */
export async function parseText(
  text: string,
  options: ParseTextOptions = {},
): Promise<ParseResult> {
  if (text.length >= WORKER_THRESHOLD && typeof Worker !== 'undefined') {
    try {
      return await parseInWorker(text, options);
    } catch {
      // The main-thread parse below reports any problem the text itself has.
    }
  }
  options.onStage?.('parsing');
  return parse(text, options.kind);
}
