import type { ChildProcess } from 'node:child_process';

/**
 * Waits until an API the bench started answers its health check: throws when the process ends first
 * or after three minutes (a first start creates its database).
 */
export async function apiReady(url: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error('The API did not start.');
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (waited > 180_000) throw new Error('The API did not answer within three minutes.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
