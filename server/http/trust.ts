import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies' X-Forwarded-For the API believes: none, the nearest `hops` (each appends the address
 * it was reached from, so the entries before theirs are whatever the client wrote), or proxies at
 * these addresses and ranges. Never every address: see config.ts.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/**
 * Fastify's trustProxy as a function of an address and its hop (0: the socket's peer): whether that
 * hop is a proxy whose word on the next one is believed. (Fastify reads a bare hop count as trusting
 * nothing; the function says what a hop count means.)
 */
export function trustedProxies(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  const trusted = proxyAddr.compile(trust.addresses);
  return (address, hop) => trusted(address, hop);
}
