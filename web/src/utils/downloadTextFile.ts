import { downloadBlob } from './downloadBlob';

/** Saves `content` as a file on the device, without any server round trip. */
export function downloadTextFile(fileName: string, content: string, mimeType: string): void {
  downloadBlob(fileName, new Blob([content], { type: mimeType }));
}
