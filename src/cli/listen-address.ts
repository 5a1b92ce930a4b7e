// What `recruit serve` says about where it listens: the address the
// socket is really bound to, and for a wildcard bind (0.0.0.0, ::) the URLs that reach it
// from this machine's interfaces, instead of a loopback URL that hides the wide bind. Pure.
import type { AddressInfo } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';

const urlOf = (address: string, port: number) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

export function describeListening(
  bound: AddressInfo,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string {
  const wildcard = bound.address === '0.0.0.0' || bound.address === '::';
  if (!wildcard) return `listening on ${urlOf(bound.address, bound.port)}`;
  const ipv6 = bound.address === '::';
  const addresses = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    // A '::' socket takes IPv4 too (dual stack); link-local IPv6 needs a zone id in URLs, so it is left out.
    .filter((info) => (info.family === 'IPv4' || (ipv6 && !info.address.startsWith('fe80:'))))
    .sort((a, b) => Number(b.internal) - Number(a.internal))
    .map((info) => urlOf(info.address, bound.port));
  const scope = ipv6 ? 'every IPv6 and IPv4 address' : 'every IPv4 address';
  const reach = addresses.length > 0 ? `; reach it at ${addresses.join(', ')}` : '';
  return `listening on ${urlOf(bound.address, bound.port)} (${scope} of this machine${reach})`;
}
