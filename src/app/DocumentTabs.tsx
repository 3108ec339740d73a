import { useMemo, type KeyboardEvent } from 'react';
import { resourceLabels } from '../schema';
import type { Draft } from './drafts';
import { documentName } from './documentName';
import { draftErrorCount } from './draftErrorCount';

interface DocumentTabsProps {
  drafts: readonly Draft[];
  activeId: string | null;
  onSelect: (id: string) => void;
}

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

function changedAt(ms: number): string {
  const date = new Date(ms);
  return date.toDateString() === new Date().toDateString() ? time.format(date) : day.format(date);
}

/** The open documents as tabs: name or id, kind, validity and when each changed. */
export function DocumentTabs({ drafts, activeId, onSelect }: DocumentTabsProps) {
  const errorCounts = useMemo(
    () => new Map(drafts.map((draft) => [draft.id, draftErrorCount(draft)])),
    [drafts],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = drafts.findIndex((d) => d.id === activeId);
    const next =
      drafts[(at + (event.key === 'ArrowRight' ? 1 : -1) + drafts.length) % drafts.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    requestAnimationFrame(() => document.getElementById(`tab-${next.id}`)?.focus());
  };
  return (
    <div className="doc-tabs" role="tablist" aria-label="Open documents" onKeyDown={onKeyDown}>
      {drafts.map((draft) => {
        const errors = errorCounts.get(draft.id) ?? 0;
        const selected = draft.id === activeId;
        return (
          <button
            key={draft.id}
            id={`tab-${draft.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="doc-tab"
            onClick={() => onSelect(draft.id)}
          >
            <span className="doc-tab__name">{documentName(draft)}</span>
            <span className="doc-tab__meta">
              {resourceLabels[draft.kind]} · {changedAt(draft.updatedAt)}
            </span>
            <span className={`doc-tab__state ${errors > 0 ? 'doc-tab__state--invalid' : ''}`}>
              <span aria-hidden="true">{errors > 0 ? '✖' : '✓'}</span>{' '}
              {errors > 0 ? `${errors} error${errors === 1 ? '' : 's'}` : 'Valid'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
