/** Whether a modal dialog (ModalDialog) is open: what it holds keeps the focus until it closes. */
export const modalIsOpen = () => document.querySelector('dialog.modal[open]') !== null;
