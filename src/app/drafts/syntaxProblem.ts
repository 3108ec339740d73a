import { useSyncExternalStore } from 'react';
import type { Issue } from '../../io';
import { syntaxProblemOf, type SyntaxProblem } from '../../io/syntaxProblem';
import { readJson } from '../../io/readJson';
import type { Draft } from '../../storage';

// Where kept text breaks is told by jsonc-parser's scanner (src/io/syntaxIssues), a chunk of its
// own: only a draft whose JSON text did not parse needs it.
let describe: ((text: string) => Issue[]) | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads what says where JSON text breaks (once; a failed load is tried again next time). */
export function loadSyntaxDescriber(): Promise<void> {
  return (loading ??= import('../../io/syntaxIssues').then(
    (module) => {
      describe = module.syntaxIssues;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

export const syntaxDescriberLoaded = () => describe !== undefined;

let settled: Promise<void> | undefined;
/** The describer's load, settled either way (a render may wait for it with `use`). */
export const syntaxDescriberSettled = (): Promise<void> =>
  (settled ??= loadSyntaxDescriber().catch(() => undefined));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether what says where JSON text breaks is loaded; a render that asks re-renders once it is. */
export function useSyntaxDescriberLoaded(): boolean {
  return useSyncExternalStore(subscribe, syntaxDescriberLoaded, syntaxDescriberLoaded);
}

/**
 * The syntax problem of JSON text: only whether it reads, not what the checks say of it.
 * Undefined for text that does not read while what says where it breaks loads (it starts here).
 */
export function textSyntaxProblem(text: string): SyntaxProblem | null | undefined {
  const read = readJson(text, describe);
  if (read.ok) return null;
  if (read.issues.length === 0) {
    loadSyntaxDescriber().catch(() => undefined);
    return undefined;
  }
  return syntaxProblemOf({ document: undefined, issues: read.issues });
}

const known = new Map<string, { rawText: string; problem: SyntaxProblem | null }>();

/**
 * The syntax problem of a draft's kept JSON text; null when it has none (parsed once per text),
 * undefined while where it breaks is being found out (useSyntaxDescriberLoaded re-renders).
 */
export function draftSyntaxProblem(draft: Pick<Draft, 'id' | 'rawText'>) {
  if (draft.rawText === undefined) return null;
  const cached = known.get(draft.id);
  if (cached?.rawText === draft.rawText) return cached.problem;
  const problem = textSyntaxProblem(draft.rawText);
  if (problem !== undefined) known.set(draft.id, { rawText: draft.rawText, problem });
  return problem;
}

/**
 * A draft as the editor opens it: kept JSON text that parses by now becomes the document (it was
 * stored within the pause before it was applied); text that does not stays, with its problem.
 * Where it breaks needs loadSyntaxDescriber first (else the problem is placed at 1:1).
 */
export function openedDraft(draft: Draft): Draft & { problem: SyntaxProblem | null } {
  if (draft.rawText === undefined) return { ...draft, problem: null };
  const read = readJson(draft.rawText, describe);
  if (!read.ok)
    return { ...draft, problem: syntaxProblemOf({ document: undefined, issues: read.issues }) };
  const { rawText: _applied, ...rest } = draft;
  return { ...rest, document: read.document, problem: null };
}
