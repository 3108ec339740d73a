import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Verdict } from '../io';

export interface OpenVerdict {
  /** The document the verdict is of. */
  document: unknown;
  verdict: Verdict;
  /** Its editor is open: the verdict follows every change, saved or not. */
  live: boolean;
}

/** Replaced, never changed: a render that read it can tell a change by identity. */
export type OpenVerdicts = ReadonlyMap<string, OpenVerdict>;

/** What an open editor tells the workspace of its draft's verdict. */
export interface VerdictReport {
  /** The editor's verdict now (the one its toolbar and issue list show), of `document`. */
  publish: (draftId: string, document: unknown, verdict: Verdict) => void;
  /** The editor closed: its last verdict stands for the document it was of. */
  end: (draftId: string) => void;
}

/**
 * The verdict an editor gave a draft in this session, while it is open or while the draft still
 * holds the document it was of (image checks included: they are measured only in an editor).
 */
export function openVerdict(
  draft: { id: string; document: unknown },
  known: OpenVerdicts,
): Verdict | undefined {
  const entry = known.get(draft.id);
  return entry && (entry.live || entry.document === draft.document) ? entry.verdict : undefined;
}

const VerdictsContext = createContext<OpenVerdicts>(new Map());
const ReportContext = createContext<VerdictReport>({
  publish: () => undefined,
  end: () => undefined,
});

function createReport(update: (change: (known: OpenVerdicts) => OpenVerdicts) => void) {
  // The document each open editor last judged: what its verdict stands for once it closes. Kept
  // apart, so a keystroke that leaves the verdict as it was redraws no tab.
  const judged = new Map<string, unknown>();
  const report: VerdictReport = {
    publish(draftId, document, verdict) {
      judged.set(draftId, document);
      update((known) => {
        const entry = known.get(draftId);
        if (
          entry?.live &&
          entry.verdict.errors === verdict.errors &&
          entry.verdict.warnings === verdict.warnings
        )
          return known;
        return new Map(known).set(draftId, { document, verdict, live: true });
      });
    },
    end(draftId) {
      const document = judged.get(draftId);
      judged.delete(draftId);
      update((known) => {
        const entry = known.get(draftId);
        if (!entry) return known;
        const last = { ...entry, document: document ?? entry.document, live: false };
        return new Map(known).set(draftId, last);
      });
    },
  };
  return report;
}

/**
 * The verdicts of the workspace's open editors, for its tabs: each editor reports its own
 * (useVerdictReport), the tab strip reads them (useOpenVerdicts). Only those two redraw when one
 * changes: what the provider wraps is the same element as before.
 */
export function OpenVerdictsProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState<OpenVerdicts>(() => new Map());
  const [report] = useState(() => createReport(setKnown));
  return (
    <ReportContext value={report}>
      <VerdictsContext value={known}>{children}</VerdictsContext>
    </ReportContext>
  );
}

/** The open editors' verdicts, a new map when one changes. */
export function useOpenVerdicts(): OpenVerdicts {
  return useContext(VerdictsContext);
}

/** Where an open editor reports its verdict (nowhere outside a workspace). */
export function useVerdictReport(): VerdictReport {
  return useContext(ReportContext);
}
