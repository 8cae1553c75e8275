/** Saves `content` as a file on the device, without any server round trip. */
export function downloadTextFile(fileName: string, content: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the blob only after `click` returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
