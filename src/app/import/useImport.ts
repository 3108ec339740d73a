import { useCallback, useEffect, useRef, useState } from 'react';
import type { ParseResult } from '../../io';
import {
  needsReview,
  type OpenedImport,
  type PendingImport,
  type ReviewImport,
} from './importTypes';
import { parseText } from './parseText';
import { readFiles } from './readFiles';

const documentName = (fileName: string) => fileName.replace(/\.json$/i, '') || fileName;

const unreadable = (error: unknown): ParseResult => ({
  kind: null,
  document: undefined,
  issues: [
    {
      path: '',
      segments: [],
      severity: 'error',
      code: 'unreadable',
      message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    },
  ],
});

/**
 * Imports several files or pasted texts at once. Clean documents go straight to `onOpen`; the
 * others wait in `review` (one at a time, oldest first) until `settle` says what to do.
 */
export function useImport(onOpen: (opened: OpenedImport) => void) {
  const [pending, setPending] = useState<PendingImport[]>([]);
  const [reviews, setReviews] = useState<ReviewImport[]>([]);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });

  const patch = useCallback((id: string, change: Partial<PendingImport>) => {
    setPending((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const check = useCallback(
    async (id: string, name: string, read: () => Promise<string>) => {
      let text = '';
      let result: ParseResult;
      try {
        text = await read();
        patch(id, { stage: 'parsing' });
        result = await parseText(text);
      } catch (error) {
        result = unreadable(error);
      }
      setPending((items) => items.filter((item) => item.id !== id));
      if (!needsReview(result) && result.kind !== null) {
        open.current({ name, kind: result.kind, document: result.document });
      } else {
        setReviews((items) => [...items, { id, name, text, result }]);
      }
    },
    [patch],
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
      for (const file of Array.from(files)) {
        const id = crypto.randomUUID();
        const name = documentName(file.name);
        setPending((items) => [
          ...items,
          { id, name, stage: 'reading', loaded: 0, total: file.size },
        ]);
        void check(id, name, async () => {
          const [read] = await readFiles([file], (_n, loaded, total) =>
            patch(id, { loaded, total }),
          );
          return read?.text ?? '';
        });
      }
    },
    [check, patch],
  );

  /** Closes the report of import `id`, opening `opened` when the user chose to open. */
  const settle = useCallback((id: string, opened?: OpenedImport) => {
    setReviews((items) => items.filter((item) => item.id !== id));
    if (opened) open.current(opened);
  }, []);

  return { importFiles, importText, pending, review: reviews[0], settle };
}
