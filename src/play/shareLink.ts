/**
 * Sends a text: the device's share sheet where it has one and the player is on a touch screen, the
 * clipboard elsewhere (as the daily result's Share does). Says how it went.
 */
export async function shareLink(
  text: string,
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (
    typeof navigator.share === 'function' &&
    (navigator.canShare?.({ text }) ?? true) &&
    window.matchMedia('(pointer: coarse)').matches
  ) {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
