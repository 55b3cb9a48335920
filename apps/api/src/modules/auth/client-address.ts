import { isIP } from "node:net";

/** Expands an IPv6 address (zone removed) to its eight 16-bit groups, or null if malformed. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail: number[] = [];
  // An embedded IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) becomes two groups.
  const v4 = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split(".").map(Number);
    tail.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!);
    text = text.slice(0, v4.index);
    if (text.endsWith(":")) text += ":"; // the tail followed "::" ("::1.2.3.4", "64:ff9b::…")
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - tail.length - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right, ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/**
 * The key rate limits count a client by: the IPv4 address as is (also when it arrives as an
 * IPv4-mapped IPv6 address), and for IPv6 its /64 network, since one subscriber usually gets a
 * whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function clientKey(ip: string): string {
  const address = ip.split("%")[0]!.trim().toLowerCase();
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
