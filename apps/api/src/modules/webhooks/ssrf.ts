import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Server-side request forgery rules for webhook URLs (ADR 0058): only https on port 443 to
 * public addresses, checked when an endpoint is saved and again on every delivery (the address
 * connected to is the one checked, so DNS rebinding cannot swap it afterwards).
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address it has (injected in tests). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface UrlPolicy {
  /** WEBHOOKS_ALLOW_LOOPBACK: http, any port and loopback addresses too (tests, benches). */
  allowLoopback: boolean;
}

/** Why a URL or an address is refused; the message is safe to show and to log. */
export class WebhookUrlRefused extends Error {
  override readonly name = "WebhookUrlRefused";
}

// Two lists: a BlockList matches IPv4 addresses against its IPv6 rules too (as ::a.b.c.d), so
// the IPv6 ranges below that embed IPv4 addresses would otherwise refuse every IPv4 address.
const notPublicV4 = new BlockList();
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata 169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  notPublicV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible, IPv4-mapped, NAT64, 6to4 and Teredo ranges
  // (each can carry a private IPv4 address; no public webhook needs them).
  ["::", 96],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique-local (AWS metadata fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  notPublicV6.addSubnet(network, prefix, "ipv6");
}

const loopbackV4 = new BlockList();
loopbackV4.addSubnet("127.0.0.0", 8, "ipv4");
const loopbackV6 = new BlockList();
loopbackV6.addAddress("::1", "ipv6");
const isLoopback = (address: string, v6: boolean) =>
  v6 ? loopbackV6.check(address, "ipv6") : loopbackV4.check(address, "ipv4");

/** Whether webhooks may be sent to this IP address under `policy` (loopback is in 127/8 and ::1). */
export function isAllowedAddress(address: string, policy: UrlPolicy): boolean {
  const v6 = isIP(address) === 6;
  if (isLoopback(address, v6)) return policy.allowLoopback;
  return v6 ? !notPublicV6.check(address, "ipv6") : !notPublicV4.check(address, "ipv4");
}

/**
 * The URL parsed, when its scheme, port and form are allowed (no DNS yet): https on the default
 * port without credentials; with `allowLoopback`, http and any port too. An IP literal host
 * must itself be allowed.
 */
export function parseWebhookUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused("The URL is not valid");
  }
  const schemes = policy.allowLoopback ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw new WebhookUrlRefused("The URL must use https");
  if (url.port !== "" && !policy.allowLoopback) {
    throw new WebhookUrlRefused("The URL must use the standard https port (443)");
  }
  if (url.username || url.password) {
    throw new WebhookUrlRefused("The URL must not carry a user name or password");
  }
  const literal = hostAddress(url);
  if (literal && !isAllowedAddress(literal, policy)) {
    throw new WebhookUrlRefused("The URL points to a private or reserved address");
  }
  return url;
}

/** The IP address a URL names directly (IPv6 without its brackets), if it names one. */
export function hostAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) ? host : undefined;
}

/**
 * Every address `hostname` resolves to, when all are allowed: one private address among public
 * ones refuses the whole name (a receiver must not be able to choose which one we reach).
 */
export async function resolveAllowedAddresses(
  hostname: string,
  policy: UrlPolicy,
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "lookup failed";
    throw new WebhookUrlRefused(`The host name could not be resolved (${code})`);
  }
  if (addresses.length === 0) throw new WebhookUrlRefused("The host name has no address");
  if (addresses.some((a) => !isAllowedAddress(a.address, policy))) {
    throw new WebhookUrlRefused("The host name resolves to a private or reserved address");
  }
  return addresses;
}

/** A save does not wait longer than this for DNS (the name then counts as not resolving yet). */
const SAVE_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * The check on save: the URL's form, and its addresses when the name resolves. A name that
 * does not resolve yet is accepted (each delivery resolves and checks again, and fails visibly
 * in the log until it does); one that resolves to a refused address is not.
 */
export async function checkWebhookUrl(
  raw: string,
  policy: UrlPolicy,
  resolve: Resolver = systemResolver,
): Promise<void> {
  const url = parseWebhookUrl(raw, policy);
  if (hostAddress(url)) return;
  let addresses: ResolvedAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    addresses = await Promise.race([
      resolve(url.hostname),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("DNS timeout")), SAVE_LOOKUP_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return;
  } finally {
    clearTimeout(timer);
  }
  if (addresses.some((a) => !isAllowedAddress(a.address, policy))) {
    throw new WebhookUrlRefused("The host name resolves to a private or reserved address");
  }
}
