// Hands a text the server made (a CSV in the callable answer) to the browser as a download.
export function saveText(text: string, fileName: string, contentType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
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
