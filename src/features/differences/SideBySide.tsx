import { useId, useMemo } from 'react';
import { compareDocuments } from '../../io/diff/compareDocuments';
import type { ResourceKind } from '../../schema/resources';
import { PassPreview } from '../../studio';
import { DifferenceList, differ } from './DifferenceList';
import './sideBySide.css';

/** One of two documents compared: its name, what it holds, the class an object's preview draws. */
export interface Side {
  id: string;
  name: string;
  document: unknown;
  pairedClass?: unknown;
}

/**
 * Two documents of one kind side by side: their differences from the first to the second, and
 * both previews; stacked on a narrow screen.
 */
export function SideBySide({ kind, sides }: { kind: ResourceKind; sides: readonly [Side, Side] }) {
  const id = useId();
  const [left, right] = sides;
  const compared = useMemo(
    () => compareDocuments(left.document, right.document, kind),
    [left.document, right.document, kind],
  );
  return (
    <div className="side-by-side">
      <div className="side-by-side__differences">
        {compared.asExported ? null : (
          <p className="side-by-side__note">
            One of the two has errors, so they are compared as edited, not as export would send
            them.
          </p>
        )}
        <DifferenceList
          kind={kind}
          compared={compared}
          sides={{ before: left.name, after: right.name }}
          heading={differ(`, from “${left.name}” to “${right.name}”`)}
        />
      </div>
      {sides.map((side, index) => (
        <section
          key={side.id}
          className="side-by-side__preview"
          aria-labelledby={`${id}-preview-${index}`}
        >
          <h3 id={`${id}-preview-${index}`}>{side.name}</h3>
          <PassPreview
            kind={kind}
            document={side.document}
            compact
            pairedClass={side.pairedClass}
          />
        </section>
      ))}
    </div>
  );
}
