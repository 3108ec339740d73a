/** Saves `content` as a file named `filename` through the browser's download. */
export function download(
  filename: string,
  content: string | Uint8Array<ArrayBuffer>,
  type = 'application/json',
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then in every browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
