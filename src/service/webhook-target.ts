// Which webhook URLs are acceptable, and which addresses a delivery may connect to. A server
// inside a network must not become a way to reach that network's private services, so
// loopback, private, link-local and similar addresses are refused unless the operator allows
// them (`recruit serve --allow-private-webhooks`: tests, on-premises receivers).
import { BlockList, isIP } from 'node:net';
import { ValidationError } from '../domain/errors.js';

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(net,
  prefix, 'ipv6');

/** True for an address a public webhook must not reach (IPv4-mapped IPv6 checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Parses and checks a webhook URL's form (not its addresses: those are checked at each connection). */
export function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw ValidationError.field('/url',
      `"${value.slice(0, 200)}" is not a URL; give an absolute http:// or https:// URL, e.g. https://hooks.example.com/recruit`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw ValidationError.field('/url', `must be an http:// or https:// URL, not ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw ValidationError.field('/url', 'must not hold a user name or password (the signature authenticates deliveries)');
  }
  if (value.length > 2_000) throw ValidationError.field('/url', 'must be at most 2000 characters');
  return url;
}

/** The host's address literal, if the URL names one (no DNS needed to check it). */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 ? undefined : host;
}
