import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { capConnections } from './sockets';

/** A socket as the cap sees it: an address, closed by the cap or by the test. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

function capped(perAddress: number) {
  const server = new EventEmitter() as unknown as Server;
  capConnections(server, { perProcess: 100, perAddress, isTrustedProxy: () => false });
  return (address: string) => {
    const socket = new FakeSocket(address);
    server.emit('connection', socket);
    return socket;
  };
}

describe('capConnections', () => {
  it('counts an IPv6 address by its /64, and an IPv4-mapped one as the IPv4 address', () => {
    const open = capped(2);
    expect(open('2001:db8:1:2::1').destroyed).toBe(false);
    expect(open('2001:db8:1:2:ffff::9').destroyed).toBe(false);
    expect(open('2001:db8:1:2::3').destroyed).toBe(true);
    expect(open('2001:db8:1:3::1').destroyed).toBe(false);
    expect(open('203.0.113.5').destroyed).toBe(false);
    expect(open('::ffff:203.0.113.5').destroyed).toBe(false);
    expect(open('203.0.113.5').destroyed).toBe(true);
  });

  it('takes a connection again once one of the address’s has closed', () => {
    const open = capped(1);
    const first = open('198.51.100.1');
    expect(open('198.51.100.1').destroyed).toBe(true);
    first.destroy();
    expect(open('198.51.100.1').destroyed).toBe(false);
  });
});
