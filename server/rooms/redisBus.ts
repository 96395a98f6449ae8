import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { busOver, channelOf, newProcessId, type RoomBus } from './bus.ts';

/** Redis takes a payload of up to 512 MB: a batch is one payload, deflated past a kilobyte. */
const MAX_REDIS_PAYLOAD = 16 * 1024 * 1024;

/** A Redis or Valkey client as the API uses it: a refusal at once, not a queue, while it is down. */
export function openRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    // Connects again by itself, a little later each time (at most every 2 s).
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

/**
 * The rooms' bus over Redis or Valkey pub/sub (EARSHOT_API_REDIS_URL), for deployments that have one:
 * a connection that subscribes to this process's channel and one that publishes (a subscribed
 * connection can do nothing else). One connection publishes, so one process's payloads arrive in
 * order. When the subscriber's connection comes back after a loss, the bus resets: frames published
 * meanwhile were lost.
 */
export async function openRedisBus(url: string, log: FastifyBaseLogger): Promise<RoomBus> {
  const self = newProcessId();
  const publisher = openRedis(url, `earshot-rooms-bus-${self}-out`);
  const subscriber = openRedis(url, `earshot-rooms-bus-${self}-in`);
  // A lost connection is told by 'close' and comes back by itself; the errors meanwhile are that.
  publisher.on('error', () => {});
  let lost = false;
  const core = busOver(
    self,
    {
      maxPayload: MAX_REDIS_PAYLOAD,
      publish: async (to, payload) => void (await publisher.publish(channelOf(to), payload)),
      async close() {
        subscriber.disconnect();
        await publisher.quit().catch(() => publisher.disconnect());
      },
    },
    log,
  );
  subscriber.on('message', (_channel: string, payload: string) => core.receive(payload));
  subscriber.on('error', (error: Error) => {
    if (!lost) log.warn({ reason: error.message }, 'rooms bus: Redis connection lost');
  });
  subscriber.on('close', () => (lost = true));
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself once connected again.
    if (!lost) return;
    lost = false;
    core.reset();
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channelOf(self));
  return core.bus;
}
