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
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
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

/** A host as a Host or X-Forwarded-Host header may carry it: a name or an IP address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The entry `trustedHops` from the right of a comma-separated forwarding header, as for X-Forwarded-For. */
function forwardedEntry(header: string | string[] | undefined, trustedHops: number): string | undefined {
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length === 0 ? undefined : chain[Math.max(0, chain.length - trustedHops)];
}

/**
 * The origin a request was sent to, for absolute URLs when SITE_URL is not set: its Host header over the
 * socket's protocol. Behind `trustedHops` proxies, X-Forwarded-Host and X-Forwarded-Proto (read like
 * X-Forwarded-For) say what the client asked the first of them for; without a trusted proxy they are
 * ignored. Null when the host is missing or not a host name.
 */
export function resolveServedOrigin(
  request: {
    host: string | undefined;
    forwardedHost: string | string[] | undefined;
    forwardedProto: string | string[] | undefined;
    encrypted: boolean;
  },
  trustedHops: number,
): string | null {
  const proxied = trustedHops > 0;
  const host = (proxied && forwardedEntry(request.forwardedHost, trustedHops)) || request.host;
  const forwardedProto = proxied ? forwardedEntry(request.forwardedProto, trustedHops)?.toLowerCase() : undefined;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : request.encrypted ? "https" : "http";
  return host && HOST.test(host) ? `${protocol}://${host.toLowerCase()}` : null;
}
