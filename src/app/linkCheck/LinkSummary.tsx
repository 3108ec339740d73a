import type { LinkInspection } from '../../io/saveLink/inspectSaveLink';
import { passName } from '../../io/saveLink/linkFinding';
import { SAFE_JWT_LENGTH } from '../../io/saveLink/saveLinkLength';

const format = (n: number) => n.toLocaleString('en-US');

/**
 * The top of the link check: the link's length and signer, the signature, the count of problems,
 * and each pass in it with its readiness and a button that shows its document.
 */
export function LinkSummary({
  inspection,
  opened,
  onShow,
}: {
  inspection: LinkInspection;
  opened: ReadonlyMap<number, string>;
  onShow: (draftId: string) => void;
}) {
  const { link, findings, signature } = inspection;
  const counted = findings.filter((f) => f.severity !== 'note');
  const errors = counted.filter((f) => f.severity === 'error').length;
  const iss = typeof link.claims.iss === 'string' ? link.claims.iss : 'no one (no iss)';
  return (
    <>
      <p>
        A save link of {format(link.jwt.length)} characters (Google’s safe length is{' '}
        {format(SAFE_JWT_LENGTH)}), signed by <strong>{iss}</strong>.{' '}
        <span className="link-check__signature" data-signature={signature}>
          {signature === 'verified'
            ? 'Signature verified.'
            : signature === 'mismatch'
              ? 'The signature does not match the key.'
              : 'Signature not checked: pick the account’s public key or certificate below.'}
        </span>
      </p>
      <p
        role="status"
        className="link-check__verdict"
        data-problems={counted.length > 0 || undefined}
      >
        {counted.length === 0
          ? 'No problem found.'
          : `${counted.length} problem${counted.length === 1 ? '' : 's'}: ${errors} error${errors === 1 ? '' : 's'}, ${counted.length - errors} warning${counted.length - errors === 1 ? '' : 's'}.`}
      </p>
      <ul className="link-check__passes" aria-label="Passes in the link">
        {link.passes.map((pass, index) => {
          const own = findings.filter((f) => f.pass === index && f.severity !== 'note').length;
          const draftId = opened.get(index);
          const paired = pass.classIndex === undefined ? null : link.passes[pass.classIndex];
          return (
            <li key={index}>
              <span>
                <strong>{passName(pass)}</strong>
                {paired && `, with ${passName(paired)}`}
              </span>
              <span className="link-check__pass-verdict" data-problems={own > 0 || undefined}>
                {pass.reference
                  ? 'saved by id: not opened, nothing in it to edit'
                  : own === 0
                    ? 'Ready'
                    : `${own} problem${own === 1 ? '' : 's'}`}
              </span>
              {draftId && (
                <button type="button" onClick={() => onShow(draftId)}>
                  Show
                </button>
              )}
            </li>
          );
        })}
        {link.otherLists.map(({ key, count }) => (
          <li key={key}>
            <span>
              {count} {key}
            </span>
            <span className="link-check__pass-verdict">
              not opened: not a kind Pass Studio edits
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
