import { useMemo } from 'react';
import type { FieldChange } from '../../io/diff/diffValues';
import { countDifferences, differences, type Difference } from '../../io/diff/differences';
import { fieldWords, namedField } from '../../io/diff/namedField';
import type { PatchBody } from '../../io/diff/patchBody';
import type { ValueWords } from '../../io/diff/valueWords';
import type { ResourceKind } from '../../schema/resources';
import { ShowPath } from '../../ui/ShowPath';
import './differences.css';
import '../../ui/visuallyHidden.css';

const VERB = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** What the two sides are called: "Yours" and "Server's"; shown when `shown`, else read only. */
export interface Sides {
  before: string;
  after: string;
  shown?: boolean;
}

const THEN_NOW: Sides = { before: 'Before', after: 'After' };

interface DifferenceListProps {
  kind: ResourceKind;
  /** The two documents compared (as exported where both export), their leaf changes if known. */
  compared: { before: unknown; after: unknown; changes?: readonly FieldChange[] | undefined };
  /** The list's heading from its count in nouns ("2 fields and 1 list") and the number. */
  heading: (counted: string, count: number) => string;
  sides?: Sides;
  /** The PATCH body that sends the differences, and what it cannot say. */
  patch?: PatchBody | undefined;
  /** Differences shown before "and N more". */
  limit?: number;
}

/** A heading of differences since a saved copy: "1 field changed since the server's copy". */
export const changedSince = (since: string) => (counted: string, count: number) =>
  count === 0 ? `No changes since ${since}` : `${counted} changed since ${since}`;

/** A heading of two documents side by side: "2 fields differ". */
export const differ =
  (suffix = '') =>
  (counted: string, count: number) =>
    count === 0
      ? 'The two are the same'
      : `${counted} ${count === 1 ? 'differs' : 'differ'}${suffix}`;

/**
 * The differences between two versions of a pass, the one list every surface shows (Compare,
 * Changes, Publish, the embed's changes since save and its conflict): each once, by the field's
 * label, its values in words; the PATCH body that sends them where one is meant.
 */
export function DifferenceList({
  kind,
  compared: { before, after, changes },
  heading,
  sides = THEN_NOW,
  patch,
  limit = Infinity,
}: DifferenceListProps) {
  const list = useMemo(
    () => differences(kind, before, after, changes),
    [kind, before, after, changes],
  );
  const more = list.length - limit;
  return (
    <section aria-label="Changed fields" className="differences">
      <h3 className="differences__heading">{heading(countDifferences(list), list.length)}</h3>
      {list.length > 0 && (
        <ul className="differences__list">
          {list.slice(0, limit).map((difference) => (
            <DifferenceItem key={difference.key} difference={difference} sides={sides} />
          ))}
        </ul>
      )}
      {more > 0 && <p className="differences__more">and {more} more</p>}
      {patch?.body && (
        <details className="differences__patch">
          <summary>PATCH body</summary>
          <pre tabIndex={0}>{JSON.stringify(patch.body, null, 2)}</pre>
        </details>
      )}
      {patch && patch.inexpressible.length > 0 && (
        <p className="differences__problem">
          A PATCH request cannot remove fields (
          {patch.inexpressible
            .map((c) => fieldWords(namedField(kind, c.segments).words))
            .join(', ')}
          ): send the whole document with PUT instead.
        </p>
      )}
    </section>
  );
}

function DifferenceItem({ difference, sides }: { difference: Difference; sides: Sides }) {
  const label = fieldWords(difference.words);
  const { before, after, rows } = difference;
  return (
    <li className="differences__item" data-change={difference.change}>
      <p className="differences__name">
        <span className="differences__verb">{VERB[difference.change]}</span>{' '}
        <strong>{label}</strong>
      </p>
      {sides.shown ? (
        <dl className="differences__sides">
          <dt>{sides.before}</dt>
          <dd>{before ? <Value words={before} /> : 'not set'}</dd>
          <dt>{sides.after}</dt>
          <dd>{after ? <Value words={after} /> : 'not set'}</dd>
        </dl>
      ) : (
        <p className="differences__values">
          {before && (
            <del>
              <span className="visually-hidden">{sides.before}: </span>
              <Value words={before} />
            </del>
          )}
          {before && after && <span aria-hidden="true"> → </span>}
          {after && (
            <ins>
              <span className="visually-hidden">{sides.after}: </span>
              <Value words={after} />
            </ins>
          )}
        </p>
      )}
      {rows && (rows.changed > 0 || (rows.added > 0 && rows.removed > 0)) && (
        <p className="differences__rows">
          {[
            rows.added && `${rows.added} added`,
            rows.removed && `${rows.removed} removed`,
            rows.changed && `${rows.changed} edited`,
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
      <ShowPath paths={difference.paths} of={label} />
    </li>
  );
}

function Value({ words }: { words: ValueWords }) {
  return (
    <>
      {words.colour && (
        <span className="differences__swatch" style={{ background: words.colour }} aria-hidden />
      )}
      {words.text}
    </>
  );
}
