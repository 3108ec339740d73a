import { Fragment, type ReactNode } from 'react';

/**
 * `text` with a line-break opportunity after each `separator`, so a long ID or path wraps between
 * its steps ("3388000000012345678.<wbr>offer") and never inside one (a number stays whole).
 */
export function breakAfter(text: string, separator: string): ReactNode[] {
  return text.split(separator).map((part, i) =>
    i === 0 ? (
      part
    ) : (
      <Fragment key={i}>
        {separator}
        <wbr />
        {part}
      </Fragment>
    ),
  );
}
