// Hands a document to the browser as a download: a text made here (the CSV exports, a credential's JSON) or a file
// the server made (base64 in the callable answer: a certificate's PDF, a ZIP of them).

/** A file in a callable's answer. */
export interface DownloadableFile {
  fileName: string;
  contentType: string;
  base64: string;
}

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers: a later tick lets slow ones start reading it first.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A text document (`type` is its content type), then lets go of its memory. */
export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** A file the server sent as base64. */
export function downloadFile(file: DownloadableFile): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  downloadBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
}
