import { sampleTripFromTransitObject, saveSampleTrip } from '../../studio';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import type { AppleReviewImport, OpenedImport } from './importTypes';
import { LossReportList } from '../../features/lossReport/LossReportList';
import './import.css';

/**
 * An Apple Wallet pass: what it opens as and what of it Google Wallet cannot hold, before anything
 * changes; or, for a pass Pass Studio cannot open, why, with nothing changed.
 */
export function AppleImportReport({
  item,
  onOpen,
  onCancel,
}: {
  item: AppleReviewImport;
  onOpen: (opened: readonly OpenedImport[]) => void;
  onCancel: () => void;
}) {
  const { apple } = item;
  if (!apple.ok) {
    return (
      <ModalDialog title="Import report" onClose={onCancel} className="import-report">
        <p>
          <strong>{item.name}</strong> cannot be opened: {apple.error}
        </p>
        <p>Nothing was changed.</p>
        <DialogActions dismiss={{ label: 'Close', onClick: onCancel, autoFocus: true }} />
      </ModalDialog>
    );
  }
  const open = () => {
    // The trip first: the class's preview shows it as soon as the class opens.
    if (apple.sampleTrip) saveSampleTrip(sampleTripFromTransitObject(apple.sampleTrip));
    onOpen(apple.documents);
  };
  return (
    <ModalDialog title="Import report" onClose={onCancel} className="import-report">
      <p>
        <strong>{item.name}</strong> is an Apple Wallet{' '}
        {apple.sampleTrip
          ? 'boarding pass. It opens as a transit class, and its trip becomes the class’s sample trip.'
          : 'coupon. It opens as an offer class and its offer object.'}{' '}
        Nothing changes until you choose.
      </p>
      <LossReportList report={apple.report} label="What the pass keeps and loses" />
      <DialogActions
        dismiss={{ label: 'Cancel', onClick: onCancel }}
        primary={{ label: 'Open', autoFocus: true, onClick: open }}
      />
    </ModalDialog>
  );
}
