/** Saves a downloaded file under its name through the browser's download (no new tab). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Why 10 s: the browser has taken the bytes long before; revoking frees the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
