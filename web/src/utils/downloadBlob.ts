/** Saves `blob` as a file on the device. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the blob only after `click` returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
