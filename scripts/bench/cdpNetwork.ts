import type { CDPSession, Page } from '@playwright/test';

export interface RequestRecord {
  url: string;
  /** CDP's resource type (Script, Media, Fetch...), known once the response arrives. */
  type: string;
  mimeType: string;
  status: number;
  /** Answered by the browser's own cache: nothing travelled. */
  fromCache: boolean;
  /** Bytes on the wire (headers and compressed body) so far; the final count once finished. */
  bytes: number;
  finished: boolean;
  failed: boolean;
  /** Order of the request within the page's life, to count only those after a mark. */
  seq: number;
  /** When the protocol last reported on this request (Date.now()). */
  updatedAt: number;
}

/**
 * Counts what the page receives through the network, per request, from the DevTools protocol, so
 * that compression, range requests and cache hits show as they really are.
 */
export class NetworkMeter {
  readonly records = new Map<string, RequestRecord>();
  private seq = 0;

  private constructor(readonly session: CDPSession) {}

  static async attach(page: Page, options: { cacheDisabled: boolean }): Promise<NetworkMeter> {
    const session = await page.context().newCDPSession(page);
    const meter = new NetworkMeter(session);
    meter.listen();
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: options.cacheDisabled });
    return meter;
  }

  private record(requestId: string): RequestRecord | undefined {
    const record = this.records.get(requestId);
    if (record) record.updatedAt = Date.now();
    return record;
  }

  private listen() {
    const s = this.session;
    s.on('Network.requestWillBeSent', (event) => {
      const previous = this.records.get(event.requestId);
      // A redirect reuses the id: the hop that led here has already been paid for.
      const carried = previous && event.redirectResponse ? previous.bytes : 0;
      this.records.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        mimeType: '',
        status: 0,
        fromCache: false,
        bytes: carried,
        finished: false,
        failed: false,
        seq: this.seq++,
        updatedAt: Date.now(),
      });
    });
    s.on('Network.requestServedFromCache', (event) => {
      const record = this.record(event.requestId);
      if (record) record.fromCache = true;
    });
    s.on('Network.responseReceived', (event) => {
      const record = this.record(event.requestId);
      if (!record) return;
      record.type = event.type;
      record.mimeType = event.response.mimeType;
      record.status = event.response.status;
      if (
        event.response.fromDiskCache ||
        event.response.fromPrefetchCache ||
        event.response.fromServiceWorker
      ) {
        record.fromCache = true;
      }
    });
    s.on('Network.dataReceived', (event) => {
      const record = this.record(event.requestId);
      if (record && !record.finished) record.bytes += event.encodedDataLength;
    });
    s.on('Network.loadingFinished', (event) => {
      const record = this.record(event.requestId);
      if (!record) return;
      record.finished = true;
      // The final figure includes headers and is authoritative; dataReceived may under-report.
      record.bytes = Math.max(record.bytes, event.encodedDataLength);
    });
    s.on('Network.loadingFailed', (event) => {
      const record = this.record(event.requestId);
      // A cancelled media request keeps what it had received: those bytes did travel.
      if (record) {
        record.finished = true;
        record.failed = true;
      }
    });
  }

  /** A point in the page's life; `since(mark)` then counts only later requests. */
  mark(): number {
    return this.seq;
  }

  select(filter: (record: RequestRecord) => boolean, since = 0): RequestRecord[] {
    return [...this.records.values()].filter((record) => record.seq >= since && filter(record));
  }

  /** Bytes that travelled for the selected requests; cache hits count nothing. */
  bytes(filter: (record: RequestRecord) => boolean, since = 0): number {
    return this.select(filter, since).reduce(
      (sum, record) => sum + (record.fromCache ? 0 : record.bytes),
      0,
    );
  }

  /**
   * Resolves once no request matching `filter` has been pending for `quietMs`. Media requests are
   * usually left out: a browser may keep one open while it streams.
   */
  async waitForIdle(
    filter: (record: RequestRecord) => boolean,
    { quietMs = 500, timeoutMs = 10_000 } = {},
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const watched = this.select(filter);
      const pending = watched.some((record) => !record.finished);
      const last = Math.max(0, ...watched.map((record) => record.updatedAt));
      if (!pending && Date.now() - last >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  async detach(): Promise<void> {
    await this.session.detach().catch(() => {});
  }
}
