/** A file a callable answered as base64 (its JSON carries no raw bytes), as a Blob. */
export function base64Blob(base64: string, mimeType: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: mimeType });
}
