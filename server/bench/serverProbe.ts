import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/**
 * What the room bench reads of the API's process from outside it: CPU time and resident memory from
 * /proc, and the JavaScript heap through the inspector the process was started with (`--inspect`),
 * after a full garbage collection. A heap measured so is what the players hold, not how far the
 * collector happens to lag: the process's memory after start is mostly the start's own garbage
 * (loading the code, the embedded database), freed at some later collection, so resident memory
 * alone cannot say what a player costs.
 */

/** CPU time (user + system, ms) and resident memory (bytes) of a process. */
export function processUse(pid: number): { cpuMs: number; rss: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's name (which may hold spaces), from field 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux reports CPU time in USER_HZ ticks, 100 a second on every architecture Node runs on.
  return { cpuMs: ticks * 10, rss: Number(fields[21]) * 4096 };
}

export class HeapProbe {
  private next = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString('utf8')) as { id?: number; result?: unknown };
      if (reply.id !== undefined) this.waiting.get(reply.id)?.(reply.result);
      if (reply.id !== undefined) this.waiting.delete(reply.id);
    });
  }

  /** Connects to the inspector listening on `port` (the first target it lists). */
  static async open(port: number): Promise<HeapProbe> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new HeapProbe(socket);
  }

  private call(method: string): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method }));
    });
  }

  /** The heap's bytes in use after a full collection. */
  async usedAfterCollection(): Promise<number> {
    await this.call('HeapProfiler.collectGarbage');
    const usage = (await this.call('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize;
  }

  close() {
    this.socket.close();
  }
}
