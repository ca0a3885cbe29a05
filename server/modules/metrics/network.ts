import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * Issue 31 §5: a search term reaches the public's report only once visitors from several networks
 * searched it, so nobody plants a term with made-up session ids from one connection. A network is
 * an IPv4 /24 or an IPv6 /48 (what one subscriber, office or cloud machine usually holds, however
 * many addresses it rotates through); only a keyed hash of it is stored, never the address.
 */

/** The 8 groups of an IPv6 address, or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split("%")[0];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0) return null;
  const groups = [...head, ...Array<string>(fill).fill("0"), ...tail].map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  return groups.length === 8 && groups.every((g) => !Number.isNaN(g)) ? groups : null;
}

/** The network of a client address: `a.b.c.0/24`, `x:y:z::/48`, or the text itself when it is neither. */
export function networkOf(ip: string): string {
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = isIPv6(ip) ? ipv6Groups(ip) : null;
  if (!groups) return ip;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 network.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}::/48`;
}

/** The stored form of a client's network: an HMAC under the install's secret, 96 bits, base64url. */
export function clientKeyOf(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(networkOf(ip)).digest("base64url").slice(0, 16);
}
