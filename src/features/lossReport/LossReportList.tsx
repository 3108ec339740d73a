import { groupLines, type LossReport } from '../../io/apple/lossReport';
import { plural } from '../../io';

/** A loss report under its groups: each field or feature with its fate, in the designer's words. */
export function LossReportList({ report, label }: { report: LossReport; label: string }) {
  const lost = report.filter((line) => line.fate !== 'carried').length;
  return (
    <section aria-label={label} className="loss-report">
      <p>
        {lost === 0
          ? 'Everything was carried over.'
          : `${plural(report.length - lost, 'field carried', 'fields carried')}, ${lost} approximated or dropped.`}
      </p>
      {groupLines(report).map(([group, lines]) => (
        <section key={group}>
          <h3>{group}</h3>
          <ul className="issue-list" aria-label={group}>
            {lines.map((line, index) => (
              <li key={index} className={`issue-list__item loss-report__${line.fate}`}>
                <strong className="issue-list__where">{line.what}</strong>: {line.fate}
                {line.how ? ` — ${line.how}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
