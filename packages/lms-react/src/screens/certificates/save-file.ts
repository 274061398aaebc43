// Hands a file the server made (base64 in the callable answer) or a text to the browser as a download.

export interface FileToSave {
  fileName: string;
  contentType: string;
  base64: string;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later tick lets slow browsers start reading it first.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveFile(file: FileToSave): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  saveBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
}

export function saveText(text: string, fileName: string, contentType: string): void {
  saveBlob(new Blob([text], { type: contentType }), fileName);
}
