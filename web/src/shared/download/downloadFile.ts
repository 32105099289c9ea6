/** Saves a file through the browser's download (reports, records, chat history). */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
