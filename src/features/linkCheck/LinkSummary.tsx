import type { LinkInspection } from '../../io/saveLink/inspectSaveLink';
import { passName, payloadListWords } from '../../io/saveLink/linkFinding';
import { linkVerdict } from '../../io/saveLink/linkVerdict';
import { verdictWords } from '../../io/verdict';
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
  const verdict = verdictWords(linkVerdict(findings));
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
        data-problems={verdict.tone !== 'ready' || undefined}
      >
        {verdict.text}
      </p>
      <ul className="link-check__passes" aria-label="Passes in the link">
        {link.passes.map((pass, index) => {
          const own = verdictWords(linkVerdict(findings, index));
          const draftId = opened.get(index);
          const paired = pass.classIndex === undefined ? null : link.passes[pass.classIndex];
          return (
            <li key={index}>
              <span>
                <strong>{passName(pass)}</strong>
                {paired && `, with ${passName(paired)}`}
              </span>
              <span
                className="link-check__pass-verdict"
                data-problems={own.tone !== 'ready' || undefined}
              >
                {pass.reference ? 'saved by id: not opened, nothing in it to edit' : own.text}
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
            <span>{payloadListWords(key, count)}</span>
            <span className="link-check__pass-verdict">
              not opened: not a kind Pass Studio edits
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
