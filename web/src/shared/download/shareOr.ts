/** Shares through the device's share sheet where it can take this data (phones), otherwise runs `fallback`. */
export async function shareOr(data: ShareData, fallback: () => unknown): Promise<void> {
  try {
    if (navigator.canShare?.(data)) await navigator.share(data);
    else await fallback();
  } catch {
    // The user closed the share sheet or refused the clipboard: nothing was shared, nothing to report.
  }
}
