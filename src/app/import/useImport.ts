import { useCallback, useEffect, useRef, useState } from 'react';
import { parsedVerdict, type ParseResult } from '../../io';
import { holdsSaveLink } from '../../io/saveLink/holdsSaveLink';
import { appleImport, isApplePackageName, looksLikeApplePass } from './appleImport';
import {
  needsReview,
  type AppleReviewImport,
  type OpenedImport,
  type PendingImport,
  type ReviewImport,
} from './importTypes';
import { parseText } from './parseText';
import { NotUtf8Error, readBytes, readFiles } from '../../features/files/readFiles';

const documentName = (fileName: string) => fileName.replace(/\.(json|pkpass)$/i, '') || fileName;

const unreadable = (error: unknown): ParseResult => ({
  kind: null,
  document: undefined,
  issues:
    error instanceof NotUtf8Error
      ? [error.issue]
      : [
          {
            path: '',
            segments: [],
            severity: 'error',
            code: 'unreadable',
            message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
          },
        ],
});

/** Files chosen or dropped together: told as one once every one of them is opened or dropped. */
interface Batch {
  remaining: number;
  opened: OpenedImport[];
}

/**
 * Imports several files or pasted texts at once. Clean documents go straight to `onOpen`; the
 * others wait in `review` (one at a time, oldest first) until `settle` says what to do. When
 * several files came together, `onBatch` hears what was opened of them, once all are settled.
 * A save link or a JWT (pasted, dropped, or in a file) goes to `onLink` instead, when given.
 */
export function useImport(
  onOpen: (opened: OpenedImport) => void,
  onBatch?: (opened: readonly OpenedImport[]) => void,
  onLink?: (text: string, name: string) => void,
) {
  const [pending, setPending] = useState<PendingImport[]>([]);
  const [reviews, setReviews] = useState<
    ((ReviewImport | AppleReviewImport) & { batch?: Batch })[]
  >([]);
  const open = useRef(onOpen);
  const batchDone = useRef(onBatch);
  const link = useRef(onLink);
  useEffect(() => {
    open.current = onOpen;
    batchDone.current = onBatch;
    link.current = onLink;
  });
  const settleInBatch = useCallback((batch: Batch | undefined, ...opened: OpenedImport[]) => {
    if (!batch) return;
    batch.opened.push(...opened);
    batch.remaining -= 1;
    if (batch.remaining === 0) batchDone.current?.(batch.opened);
  }, []);

  const patch = useCallback((id: string, change: Partial<PendingImport>) => {
    setPending((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  // An Apple pass always shows its report: what it became and what it lost, or why it cannot open.
  const reviewApple = useCallback(
    async (id: string, name: string, read: () => Promise<Uint8Array>, batch?: Batch) => {
      const apple = await read().then(
        (bytes) => appleImport(name, bytes),
        (error: unknown) => ({ ok: false as const, error: unreadable(error).issues[0]!.message }),
      );
      setPending((items) => items.filter((item) => item.id !== id));
      setReviews((items) => [...items, { id, name, apple, batch }]);
    },
    [],
  );

  const check = useCallback(
    async (id: string, name: string, read: () => Promise<string>, batch?: Batch) => {
      let text = '';
      let result: ParseResult;
      try {
        text = await read();
        if (link.current && holdsSaveLink(text)) {
          setPending((items) => items.filter((item) => item.id !== id));
          link.current(text, name);
          settleInBatch(batch);
          return;
        }
        patch(id, { stage: 'parsing' });
        if (looksLikeApplePass(text)) {
          await reviewApple(id, name, () => Promise.resolve(new TextEncoder().encode(text)), batch);
          return;
        }
        // A clean document opens; only one to review needs its issues placed in the text.
        result = await parseText(text, { locate: 'whenInvalid' });
      } catch (error) {
        result = unreadable(error);
      }
      setPending((items) => items.filter((item) => item.id !== id));
      if (!needsReview(result) && result.kind !== null) {
        const opened: OpenedImport = {
          name,
          kind: result.kind,
          document: result.document,
          verdict: parsedVerdict(result.issues),
        };
        open.current(opened);
        settleInBatch(batch, opened);
      } else {
        setReviews((items) => [...items, { id, name, text, result, batch }]);
      }
    },
    [patch, settleInBatch, reviewApple],
  );

  const importText = useCallback(
    (text: string, name = 'Pasted JSON') => {
      const id = crypto.randomUUID();
      setPending((items) => [
        ...items,
        { id, name, stage: 'parsing', loaded: text.length, total: text.length },
      ]);
      void check(id, name, () => Promise.resolve(text));
    },
    [check],
  );

  const importFiles = useCallback(
    (files: FileList | readonly File[]) => {
      const list = Array.from(files);
      const batch: Batch | undefined =
        list.length > 1 ? { remaining: list.length, opened: [] } : undefined;
      for (const file of list) {
        const id = crypto.randomUUID();
        const name = documentName(file.name);
        setPending((items) => [
          ...items,
          { id, name, stage: 'reading', loaded: 0, total: file.size },
        ]);
        if (isApplePackageName(file.name)) {
          void reviewApple(id, file.name, () => readBytes(file), batch);
          continue;
        }
        void check(
          id,
          name,
          async () => {
            const [read] = await readFiles([file], (_n, loaded, total) =>
              patch(id, { loaded, total }),
            );
            return read?.text ?? '';
          },
          batch,
        );
      }
    },
    [check, patch, reviewApple],
  );

  /** Closes the report of import `id`, opening `opened` (one or more, in order) when the user chose to open. */
  const settle = useCallback(
    (id: string, opened?: OpenedImport | readonly OpenedImport[]) => {
      const batch = reviews.find((item) => item.id === id)?.batch;
      const all: readonly OpenedImport[] =
        opened === undefined ? [] : 'kind' in opened ? [opened] : opened;
      setReviews((items) => items.filter((item) => item.id !== id));
      for (const one of all) open.current(one);
      settleInBatch(batch, ...all);
    },
    [reviews, settleInBatch],
  );

  return { importFiles, importText, pending, review: reviews[0], settle };
}
