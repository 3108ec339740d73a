import type { ReactNode } from 'react';
import './dialog.css';

/** One button of a dialog's action row. */
export interface DialogAction {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  /** The form's submit button: Enter in a field of the form runs it. */
  submit?: boolean;
  /** Focus starts here when the dialog opens. */
  autoFocus?: boolean;
}

interface DialogActionsProps {
  /** The way out without doing anything (Close, Cancel, Back): first in the row. */
  dismiss?: DialogAction;
  /** What the dialog is for, in the accent colour: last in the row. */
  primary?: DialogAction;
  /** Said at the start of the row, politely (Copied, Loading…). */
  status?: ReactNode;
  /** Other actions, between the way out and the primary one. */
  children?: ReactNode;
}

function ActionButton({ action, primary }: { action: DialogAction; primary?: boolean }) {
  return (
    <button
      type={action.submit ? 'submit' : 'button'}
      className={primary ? 'button--primary' : undefined}
      disabled={action.disabled}
      onClick={action.onClick}
      data-autofocus={action.autoFocus || undefined}
    >
      {action.label}
    </button>
  );
}

/** The row of buttons at the foot of every dialog, kept in view as the dialog scrolls. */
export function DialogActions({ dismiss, primary, status, children }: DialogActionsProps) {
  return (
    <div className="modal__actions">
      {status !== undefined && (
        <span role="status" className="modal__actions-status">
          {status}
        </span>
      )}
      {dismiss && <ActionButton action={dismiss} />}
      {children}
      {primary && <ActionButton action={primary} primary />}
    </div>
  );
}
