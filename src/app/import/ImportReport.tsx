import { useState } from 'react';
import {
  aKind,
  detectKind,
  repair,
  suggestKind,
  parsedVerdict,
  pathLabel,
  plural,
  validate,
  verdictWords,
  type Issue,
  type ParseResult,
  type RepairChange,
} from '../../io';
import { introspect } from '../../schema/introspect';
import {
  resourceKinds,
  resourceLabels,
  resourceSchemas,
  type ResourceKind,
} from '../../schema/resources';
import { ShowPath } from '../../ui/ShowPath';
import { codeExcerpt } from './codeExcerpt';
import type { AppleReviewImport, OpenedImport, ReviewImport } from './importTypes';
import { AppleImportReport } from './AppleImportReport';
import { IssueList } from './IssueList';
import { LeftOutValue } from './LeftOutValue';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { parseText } from './parseText';
import { TransitObjectReport, type SampleTripTarget } from './TransitObjectReport';
import './import.css';

interface ImportReportProps {
  item: ReviewImport;
  onOpen: (opened: OpenedImport | readonly OpenedImport[]) => void;
  onCancel: () => void;
  /** Open transit classes, offered when the file is a transit object. */
  transitClasses?: readonly SampleTripTarget[];
  /** The transit object file's trip became the sample trip, for `target`'s preview. */
  onSampleTrip?: (target: SampleTripTarget) => void;
}

interface RepairPreview {
  document: unknown;
  changes: RepairChange[];
  kept: string[];
  remaining: Issue[];
}

/**
 * What is wrong with an imported file, shown before anything changes. Not JSON: where it breaks.
 * Otherwise its errors and warnings, a kind picker when the kind is undecided, and the choice to
 * open it anyway (values kept as they are), repair it (each change listed first) or cancel.
 * Keyed by the import: a kind picked or a repair previewed for one file never carries over to
 * the next file in the queue, whose report the same place shows next.
 */
export function ImportReport({
  item,
  ...props
}: Omit<ImportReportProps, 'item'> & { item: ReviewImport | AppleReviewImport }) {
  if ('apple' in item) return <AppleImportReport key={item.id} item={item} {...props} />;
  return <FileReport key={item.id} item={item} {...props} />;
}

function FileReport({
  item,
  onOpen,
  onCancel,
  transitClasses = [],
  onSampleTrip,
}: ImportReportProps) {
  const [result, setResult] = useState<ParseResult>(item.result);
  const [checking, setChecking] = useState(false);
  const [repaired, setRepaired] = useState<RepairPreview | null>(null);
  const { kind, document, issues } = result;
  const notJson = document === undefined;

  const pickKind = async (picked: ResourceKind) => {
    setChecking(true);
    setResult(await parseText(item.text, { kind: picked }));
    setChecking(false);
  };

  const runRepair = (as: ResourceKind) => {
    const fixed = repair(document, as);
    setRepaired({ ...fixed, remaining: validate(fixed.document, as) });
  };

  if (notJson) {
    return (
      <ModalDialog title="Import report" onClose={onCancel} className="import-report">
        <p>
          <strong>{item.name}</strong>{' '}
          {issues.some((issue) => issue.code === 'encoding')
            ? 'is not UTF-8 text, so it cannot be opened without changing it. Save it as UTF-8 and import it again.'
            : 'is not valid JSON, so it cannot be opened. Fix it and import it again.'}
        </p>
        {issues.map((issue, index) => (
          <SyntaxProblem key={index} issue={issue} text={item.text} />
        ))}
        <DialogActions dismiss={{ label: 'Cancel', onClick: onCancel, autoFocus: true }} />
      </ModalDialog>
    );
  }

  const detected = detectKind(document);
  if (detected.kind === null && detected.transitObject && onSampleTrip) {
    return (
      <TransitObjectReport
        name={item.name}
        transitObject={document}
        targets={transitClasses}
        onUse={onSampleTrip}
        onCancel={onCancel}
      />
    );
  }

  if (repaired && kind) {
    return (
      <ModalDialog title="Import report" onClose={onCancel} className="import-report">
        <h3>Repair changes</h3>
        {repaired.changes.length === 0 ? (
          <p>Repair found nothing to remove: the issues need editing by hand.</p>
        ) : (
          <ul aria-label="Repair changes" className="issue-list">
            {repaired.changes.map((change) => {
              const where = pathLabel(introspect(resourceSchemas[kind]), change.segments);
              return (
                <li key={change.path} className="issue-list__item">
                  <strong className="issue-list__where">{where}:</strong> {change.message}{' '}
                  <ShowPath paths={[change.path]} of={where} />
                  {change.copy && <LeftOutValue value={change.removed} what={change.copy} />}
                </li>
              );
            })}
          </ul>
        )}
        {repaired.kept.length > 0 && (
          <p>
            Kept {repaired.kept.map((key) => fieldName(key)).join(', ')}:{' '}
            {repaired.kept.length === 1 ? 'it is a field' : 'they are fields'} of another kind, so
            repair does not delete {repaired.kept.length === 1 ? 'it' : 'them'}.
          </p>
        )}
        <p>
          {repaired.remaining.length === 0
            ? 'After the repair the document is valid.'
            : `After the repair ${plural(repaired.remaining.length, 'error remains', 'errors remain')}; the editor shows them at their fields.`}
        </p>
        <DialogActions
          dismiss={{ label: 'Back', onClick: () => setRepaired(null) }}
          primary={{
            label: 'Open repaired',
            autoFocus: true,
            onClick: () => onOpen({ name: item.name, kind, document: repaired.document }),
          }}
        />
      </ModalDialog>
    );
  }

  const root = kind ? introspect(resourceSchemas[kind]) : undefined;
  const errors = issues.filter((issue) => issue.severity === 'error' && issue.code !== 'kind');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  // The verdict the editor will show, a repeated key (the text's own) counted apart.
  const verdict = verdictWords({
    ...parsedVerdict(issues.filter((issue) => issue.code !== 'kind')),
    otherWarnings: warnings.filter((issue) => issue.code === 'duplicateKey').length,
  });
  // The picker stays while the user may still change their mind.
  const kindIssue = item.result.issues.find((issue) => issue.code === 'kind');
  const better = kind ? suggestKind(document, kind) : undefined;
  return (
    <ModalDialog title="Import report" onClose={onCancel} className="import-report">
      <p>
        <strong>{item.name}</strong>
        {/* Checked once its kind is known: until then there is nothing to count. */}
        {kind ? ` (${resourceLabels[kind]}): ${verdict.text}.` : ' needs a decision.'} Nothing
        changes until you choose.
      </p>
      {kindIssue && (
        <fieldset className="import-report__kind">
          <legend>What is this file?</legend>
          <p>{kindIssue.message}.</p>
          {resourceKinds.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="import-kind"
                value={option}
                checked={kind === option}
                onChange={() => void pickKind(option)}
              />{' '}
              {resourceLabels[option]}
            </label>
          ))}
        </fieldset>
      )}
      {better && (
        <div className="import-report__better" role="note">
          <p>
            {better.message}. Repair would keep them; the file fits {aKind(better.kind)} better.
          </p>
          <button type="button" disabled={checking} onClick={() => void pickKind(better.kind)}>
            Open as {resourceLabels[better.kind].toLowerCase()}
          </button>
        </div>
      )}
      {checking && <p role="status">Checking…</p>}
      {errors.length > 0 && (
        <section>
          <h3>Errors ({errors.length})</h3>
          <IssueList issues={errors} label="Errors" root={root} />
        </section>
      )}
      {warnings.length > 0 && (
        <section>
          <h3>Warnings ({warnings.length})</h3>
          <IssueList issues={warnings} label="Warnings" root={root} />
        </section>
      )}
      <DialogActions
        dismiss={{ label: 'Cancel', onClick: onCancel }}
        primary={{
          label: 'Open anyway',
          disabled: !kind || checking,
          onClick: () => kind && onOpen({ name: item.name, kind, document }),
        }}
      >
        <button type="button" disabled={!kind || checking} onClick={() => kind && runRepair(kind)}>
          Repair
        </button>
      </DialogActions>
    </ModalDialog>
  );
}

/** A top-level field of some resource kind by its label ("Transit type"), else its key as it is. */
function fieldName(key: string): string {
  for (const kind of resourceKinds) {
    const node = introspect(resourceSchemas[kind]).children?.find((child) => child.key === key);
    if (node) return node.label;
  }
  return `“${key}”`;
}

function SyntaxProblem({ issue, text }: { issue: Issue; text: string }) {
  const located = issue.line !== undefined && issue.column !== undefined;
  return (
    <section className="import-report__syntax">
      <p>
        {located && (
          <span className="import-report__where">
            Line {issue.line}, column {issue.column}:{' '}
          </span>
        )}
        {issue.message}
      </p>
      {located && text !== '' && (
        // A region with a Tab stop: its lines scroll sideways by keyboard on a narrow screen.
        <pre
          className="code-excerpt"
          role="region"
          tabIndex={0}
          aria-label={`Lines around line ${issue.line}`}
        >
          {codeExcerpt(text, issue.line ?? 1, issue.column ?? 1)}
        </pre>
      )}
    </section>
  );
}
