import type { ParseResult } from '../../io';
import type { parse as ParseFunction, ParseOptions } from '../../io/parse';
import type { ResourceKind } from '../../schema/resources';
import type { ParseRequest, ParseResponse } from './parseMessages';

/** Texts at least this long are parsed in a worker; smaller ones are faster on the main thread. */
export const WORKER_THRESHOLD = 200_000;

export interface ParseTextOptions {
  kind?: ResourceKind;
  locate?: ParseOptions['locate'];
  onStage?: (stage: 'parsing' | 'validating') => void;
}

export type ParseWorker = Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>;

export interface ParseClient {
  /**
   * Starts the worker ahead of need, so that the first large file does not wait for it, and has
   * it parse `texts` (answered to no one): its first real parse then runs compiled code.
   */
  warm(texts?: readonly string[]): void;
  parse(text: string, options?: ParseTextOptions): Promise<ParseResult>;
}

interface Pending {
  text: string;
  onStage: ParseTextOptions['onStage'];
  resolve: (result: ParseResult) => void;
  reject: (error: Error) => void;
}

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * One parse worker, started once and kept for every parse after (starting one, and loading the
 * schemas into it, costs more than parsing a large pass). A worker that fails rejects what it was
 * asked and is started anew on the next parse.
 */
export function createParseClient(start: () => ParseWorker): ParseClient {
  let worker: ParseWorker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const fail = (error: Error) => {
    worker?.terminate();
    worker = undefined;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  const answer = (message: ParseResponse) => {
    const request = pending.get(message.id);
    if (!request) return;
    if (message.type === 'progress') {
      request.onStage?.(message.stage);
      return;
    }
    pending.delete(message.id);
    const { kind, issues, hasDocument } = message;
    try {
      const document: unknown = hasDocument ? JSON.parse(withoutBom(request.text)) : undefined;
      request.resolve({ kind, issues, document });
    } catch (error) {
      request.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const started = (): ParseWorker => {
    if (worker) return worker;
    const created = start();
    created.addEventListener('message', (event) => answer(event.data as ParseResponse));
    created.addEventListener('error', (event) =>
      fail(new Error(event.message || 'The parse worker failed')),
    );
    worker = created;
    return created;
  };

  return {
    warm: (texts = []) => {
      const running = started();
      for (const text of texts) running.postMessage({ id: -1, text } satisfies ParseRequest);
    },
    parse: (text, { kind, locate, onStage } = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { text, onStage, resolve, reject });
        const request: ParseRequest = {
          id,
          text,
          ...(kind && { kind }),
          ...(locate && { locate }),
        };
        try {
          started().postMessage(request);
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  };
}

const workerClient: ParseClient | undefined =
  typeof Worker === 'undefined'
    ? undefined
    : createParseClient(
        () => new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' }),
      );

let warmed = false;

/**
 * Starts the parse worker and has it parse the samples, so that a large file opens without
 * waiting for a worker to start or its code to be compiled. Called when a file is on its way
 * (Open files, a file dragged over the window, the paste dialog): the person then spends seconds
 * choosing, and a page that never imports never pays for a worker.
 */
export function warmParseWorker(): void {
  if (!workerClient || warmed) return;
  warmed = true;
  void import('../../io/samples').then(({ samples }) =>
    workerClient.warm(Object.values(samples).map((sample) => JSON.stringify(sample))),
  );
}

let parser: { parse: typeof ParseFunction } | undefined;
const loadParser = async () => (parser ??= await import('../../io/parse'));

/**
 * `parse` from io, off the main thread for large texts where workers exist. A worker that fails
 * to start falls back to the main thread, so a file is never refused for that. The parser, with
 * every rule it checks, is a chunk of its own: the page's first moments do without it.
 */
export async function parseText(
  text: string,
  options: ParseTextOptions = {},
): Promise<ParseResult> {
  if (workerClient && text.length >= WORKER_THRESHOLD) {
    try {
      return await workerClient.parse(text, options);
    } catch {
      // The main-thread parse below reports any problem the text itself has.
    }
  }
  options.onStage?.('parsing');
  // Once loaded, a small text parses within the caller's task, as a kind picked in the report.
  const { parse } = parser ?? (await loadParser());
  return parse(text, options.kind, { locate: options.locate });
}
