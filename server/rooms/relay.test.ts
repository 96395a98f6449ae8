import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { BusFrame, RoomBus } from './bus.ts';
import { MESSAGE_BURST } from './frames.ts';
import { ALIVE_MS, Relay, SILENT_MS, type RoomSocket } from './relay.ts';

/**
 * The relay's rules between two processes, on a bus in memory (the real one is LISTEN/NOTIFY, tested
 * with two processes in rooms.cluster.test.ts): frames both ways in order, and what each side does
 * when the other goes silent or forgets a socket.
 */

/** Two processes' buses: a frame is delivered on the next microtask unless its receiver is cut off. */
function buses() {
  const handlers = new Map<string, ((from: string, frame: BusFrame) => void)[]>();
  const resets = new Map<string, (() => void)[]>();
  const cut = new Set<string>();
  const make = (self: string): RoomBus => ({
    self,
    send(to, frame) {
      if (cut.has(to) || cut.has(self)) return;
      queueMicrotask(() => handlers.get(to)?.forEach((handle) => handle(self, frame)));
    },
    onFrame: (handler) => void handlers.set(self, [...(handlers.get(self) ?? []), handler]),
    onReset: (handler) => void resets.set(self, [...(resets.get(self) ?? []), handler]),
    flush: async () => {},
    close: async () => {},
  });
  return { make, cut, reset: (self: string) => resets.get(self)?.forEach((handle) => handle()) };
}

/** A device's `ws` socket as the relaying process holds it. */
class FakeDevice extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    if (this.readyState !== 1) return;
    this.readyState = 3;
    this.closedWith = code;
    this.emit('close', code);
  }
  say(text: string) {
    this.emit('message', Buffer.from(text), false);
  }
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('relayed sockets', () => {
  let served: { room: string; socket: RoomSocket; got: string[]; closed: boolean }[];
  let net: ReturnType<typeof buses>;
  let owner: Relay;
  let relay: Relay;

  beforeEach(() => {
    vi.useFakeTimers();
    served = [];
    net = buses();
    const now = () => Date.now();
    owner = new Relay({
      bus: net.make('owner'),
      now,
      serve: (room, socket) => {
        const entry = { room, socket, got: [] as string[], closed: false };
        socket.on('message', (data) => void entry.got.push(String(data)));
        socket.on('close', () => void (entry.closed = true));
        served.push(entry);
      },
      clipOf: (room, n, game) => (room === 'ROOM01' && n === 2 && game === 1 ? 'maps/x.mp3' : null),
    });
    relay = new Relay({
      bus: net.make('relay'),
      now,
      serve: () => {
        throw new Error('the relay serves no room');
      },
      clipOf: () => null,
    });
  });
  afterEach(() => {
    owner.close();
    relay.close();
    vi.useRealTimers();
  });

  const openDevice = async () => {
    const device = new FakeDevice();
    relay.open(device as unknown as WebSocket, 'ROOM01', 'owner');
    await settle();
    return device;
  };

  it('passes a device’s frames to the owner and the owner’s to the device, in order', async () => {
    const device = await openDevice();
    expect(served.map((each) => each.room)).toEqual(['ROOM01']);
    ['{"type":"hello"}', '{"type":"join","name":"Kai"}', '{"type":"ping","id":1,"sent":2}'].forEach(
      (text) => device.say(text),
    );
    await settle();
    expect(served[0]!.got).toEqual([
      '{"type":"hello"}',
      '{"type":"join","name":"Kai"}',
      '{"type":"ping","id":1,"sent":2}',
    ]);
    served[0]!.socket.send('one');
    served[0]!.socket.send('two');
    served[0]!.socket.close(1008);
    await settle();
    expect(device.sent).toEqual(['one', 'two']);
    expect(device.closedWith).toBe(1008);
  });

  it('tells the owner when the device goes, and asks the owner which clip a round plays', async () => {
    const device = await openDevice();
    expect(relay.ownerOf('ROOM01')).toBe('owner');
    device.close(1001);
    expect(relay.ownerOf('ROOM01')).toBe(null);
    await settle();
    expect(served[0]!.closed).toBe(true);
    const asked = relay.clipOf('owner', 'ROOM01', 2, 1);
    await settle();
    expect(await asked).toBe('maps/x.mp3');
    const refused = relay.clipOf('owner', 'ROOM01', 3, 1);
    await settle();
    expect(await refused).toBe(null);
  });

  it('keeps both ends while each hears from the other', async () => {
    const device = await openDevice();
    await vi.advanceTimersByTimeAsync(SILENT_MS * 4);
    expect(device.closedWith).toBe(null);
    expect(served[0]!.closed).toBe(false);
  });

  it('closes the device with 1012 once its room’s owner is silent, so that it comes back elsewhere', async () => {
    const device = await openDevice();
    net.cut.add('owner');
    await vi.advanceTimersByTimeAsync(SILENT_MS - ALIVE_MS);
    expect(device.closedWith).toBe(null);
    await vi.advanceTimersByTimeAsync(2 * ALIVE_MS);
    expect(device.closedWith).toBe(1012);
  });

  it('lets a silent relay’s devices go on the owner (away, as a dropped phone)', async () => {
    await openDevice();
    net.cut.add('relay');
    await vi.advanceTimersByTimeAsync(SILENT_MS + 2 * ALIVE_MS);
    expect(served[0]!.closed).toBe(true);
  });

  it('closes with 1012 a device its owner does not serve (the owner restarted or let the room go)', async () => {
    const device = await openDevice();
    // The owner forgets its end (as a restarted process would): its next "alive" answer says so.
    owner.close();
    await vi.advanceTimersByTimeAsync(ALIVE_MS + 1);
    expect(device.closedWith).toBe(1012);
  });

  it('starts every relayed socket over when the bus lost frames', async () => {
    const device = await openDevice();
    net.reset('relay');
    net.reset('owner');
    await settle();
    expect(device.closedWith).toBe(1012);
    expect(served[0]!.closed).toBe(true);
  });

  it('closes a flooding device where it landed, before the bus', async () => {
    const device = await openDevice();
    for (let i = 0; i <= MESSAGE_BURST; i++) device.say(`{"type":"ping","id":${i},"sent":0}`);
    await settle();
    expect(device.closedWith).toBe(1008);
    expect(device.sent.some((text) => text.includes('"too-many"'))).toBe(true);
    expect(served[0]!.got.length).toBe(MESSAGE_BURST);
  });
});
