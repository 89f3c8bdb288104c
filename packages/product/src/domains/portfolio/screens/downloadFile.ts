/** How long the Blob URL outlives the click (some browsers read it after the click returns). */
const REVOKE_AFTER_MS = 1_000;

/** Saves text as a file through a Blob URL and a transient link (revoked shortly after). */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
