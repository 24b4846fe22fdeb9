import { isIP } from "node:net";

/** "::ffff:203.0.113.9" is the IPv4 address 203.0.113.9 as an IPv6 socket reports it. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The address of the client, for allowances and sign-in limits. With no trusted proxy it is the socket's
 * peer: whatever a client writes in X-Forwarded-For is ignored. Behind `trustedHops` proxies, each of which
 * appends the address it saw, it is the entry that many hops from the right; the entries further left were
 * written by the client and prove nothing. A chain shorter than expected gives its leftmost entry.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string {
  const socket = plainAddress(socketAddress ?? "unknown");
  if (trustedHops <= 0) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return socket;
  const candidate = plainAddress(chain[Math.max(0, chain.length - trustedHops)]!);
  return isIP(candidate) ? candidate : socket;
}
