import { useMemo, useState } from 'react';
import { applyFixes } from '../io/fix/applyFixes';
import { fixPreview } from '../io/fix/fixPreview';
import type { Fix, Issue } from '../io/issue';
import { useFormEngine } from './FormEngineContext';
import { useAnnounce } from './formAnnouncer';
import { useDocumentIssueList } from './useDocumentIssueList';
import { writePatch } from './writePatch';
import './issueFix.css';

/**
 * A warning's certain repair (src/io/fix): “Fix” opens what it changes, each field before and
 * after (a shortened text shows where it cuts); applying it is one edit of the store, one undo
 * step. With more warnings of the same rule that have a fix, “Fix all of this kind” too.
 */
export function IssueFix({ issue, fix, where }: { issue: Issue; fix: Fix; where: string }) {
  const { root, kind, snapshots } = useFormEngine();
  const issues = useDocumentIssueList();
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  const rows = useMemo(
    () => (open ? fixPreview(snapshots.get().document, root, fix.patch) : []),
    [open, snapshots, root, fix],
  );
  const alike = (issues ?? []).filter((other) => other.code === issue.code && other.fix).length;
  const apply = () => {
    if (writePatch(snapshots, fix.patch)) announce(`Fixed: ${where}. Undo takes it back.`);
    else announce('This fix no longer fits the document; check again.');
  };
  const applyAll = () => {
    const result = applyFixes(snapshots.get().document, kind, (other) => other.code === issue.code);
    if (result.applied.length > 0 && writePatch(snapshots, result.patch))
      announce(`Fixed ${result.applied.length} warnings. Undo takes them back.`);
  };
  const toggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    setOpen(details.open);
    // The last warning's panel opens below the rail's fold: bring it into view.
    if (details.open) requestAnimationFrame(() => details.scrollIntoView?.({ block: 'nearest' }));
  };
  return (
    <details className="issue-fix" open={open} onToggle={toggle}>
      <summary className="issue-fix__summary">
        Fix<span className="visually-hidden"> {where}</span>
      </summary>
      <div className="issue-fix__panel">
        <p className="issue-fix__name">{fix.name}</p>
        <dl className="issue-fix__rows">
          {rows.map((row, i) => (
            <div key={i} className="issue-fix__row">
              <dt className="issue-fix__where">{row.where}</dt>
              <dd className="issue-fix__before">
                <span className="visually-hidden">Before: </span>
                {row.cut ? (
                  <>
                    “{row.cut.kept}
                    <del className="issue-fix__cut">{row.cut.removed}</del>”
                  </>
                ) : (
                  row.before
                )}
              </dd>
              <dd className="issue-fix__after">
                <span aria-hidden="true">→ </span>
                <span className="visually-hidden">After: </span>
                {row.after}
              </dd>
            </div>
          ))}
        </dl>
        <div className="issue-fix__actions">
          <button type="button" className="button button--small" onClick={apply}>
            Apply fix
          </button>
          {alike > 1 ? (
            <button type="button" className="button button--small button--ghost" onClick={applyAll}>
              Fix all of this kind ({alike})
            </button>
          ) : null}
        </div>
      </div>
    </details>
  );
}
