import { useState } from 'react';
import { googleToApple } from '../../io/apple/googleToApple';
import { imageFetcher } from '../../io/apple/imageFetcher';
import { PACKAGE_LIMITS } from '../../io/apple/packageLimits';
import type { LossReport } from '../../io/apple/lossReport';
import { writeApplePackage } from '../../io/apple/writeApplePackage';
import { isRecord } from '../../io/walkDocument';
import type { ResourceKind } from '../../schema/resources';
import { sampleTripObject, useSampleTrip } from '../../studio';
import { LossReportList } from '../lossReport/LossReportList';
import { download } from './download';
import { drawIcon } from './drawIcon';
import './export.css';

// A browser may read another site's image only where that site allows it (CORS).
const fetchImage = imageFetcher({
  maxBytes: PACKAGE_LIMITS.entryBytes,
  timeoutMs: 10_000,
  unreachable:
    'its server does not let a web page read it, or cannot be reached; the command line can fetch it',
});

/**
 * "Apple Wallet pass (.pkpass)…" for a transit class (its sample trip the ticket) or an offer
 * object (its class embedded, or the open class it pairs with): downloads the unsigned package
 * and lists what the Apple pass keeps and loses.
 */
export function AppleExport({
  kind,
  document,
  filename,
  pairedClass,
}: {
  kind: ResourceKind;
  document: unknown;
  /** The JSON file's name, `.json` becoming `.pkpass`. */
  filename: string;
  pairedClass?: unknown;
}) {
  const [trip] = useSampleTrip();
  const [report, setReport] = useState<LossReport | null>(null);
  if (kind !== 'transitClass' && kind !== 'offerObject') return null;
  const name = filename.replace(/\.json$/i, '') + '.pkpass';
  const make = async () => {
    const source =
      kind === 'offerObject' && isRecord(document) && !isRecord(document.classReference)
        ? { ...document, classReference: pairedClass }
        : document;
    const { parts, report: lost } = await googleToApple(kind, source, {
      object: kind === 'transitClass' ? sampleTripObject(trip) : undefined,
      fetchImage,
      drawIcon,
    });
    download(name, new Uint8Array(await writeApplePackage(parts)), 'application/vnd.apple.pkpass');
    setReport(lost);
  };
  return (
    // Focusable: it scrolls on its own, and a keyboard must reach all of it.
    <section className="export-dialog__apple" aria-label="Apple Wallet" tabIndex={0}>
      <button type="button" onClick={() => void make()}>
        Apple Wallet pass (.pkpass)…
      </button>
      {report && (
        <>
          <p role="status">
            Downloaded {name}. It is not signed: Wallet will not open it until it is. Sign it with
            your Apple certificate on the command line: <code>pass-studio to-apple --cert …</code>
          </p>
          <LossReportList report={report} label="What the Apple pass keeps and loses" />
        </>
      )}
    </section>
  );
}
