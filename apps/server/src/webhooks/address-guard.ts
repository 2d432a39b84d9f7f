// Where a webhook may be sent. In production (WEBHOOK_PRIVATE_URLS off) an endpoint on a private,
// loopback, link-local or otherwise non-public address is refused, when it is registered and again
// at each attempt (the connection's own DNS answer is checked, so a name that later resolves inward
// is refused too): staff must not be able to make the server call into its own network.
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';

const NOT_PUBLIC = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv6');
}

/** Whether an IP address is outside the public internet (IPv4-mapped IPv6 read as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NOT_PUBLIC.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address a URL's host stands for (an IP literal is its own). */
async function addressesOf(url: URL): Promise<string[]> {
  const host = hostOf(url);
  if (isIP(host)) return [host];
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((entry) => entry.address)),
    );
  });
}

export type UrlVerdict = 'ok' | 'private' | 'unresolvable';

/** Whether an endpoint URL may be registered under the configured rule. */
export async function checkEndpointUrl(url: string, allowPrivate: boolean): Promise<UrlVerdict> {
  if (allowPrivate) return 'ok';
  try {
    const addresses = await addressesOf(new URL(url));
    return addresses.some(isPrivateAddress) ? 'private' : 'ok';
  } catch {
    return 'unresolvable';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The `lookup` of an attempt's connection: the resolver's answer, refused when not public. */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address`), {
          code: 'EPRIVATE',
        }),
        [],
      );
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

/** An IP literal in a URL is not looked up: checked here before connecting. */
export const isPrivateLiteral = (url: URL) => {
  const host = hostOf(url);
  return isIP(host) !== 0 && isPrivateAddress(host);
};
