import type { Socket } from "node:net";

/** How long a connection answered before its request's body has all come keeps reading (and dropping) the rest. */
const LINGER_MS = 2_000;

/**
 * Closes a connection in stages once its answer is sent (RFC 9112, 9.6: "tear-down"): Node ends an answer with
 * Connection: close by closing the socket as soon as the answer is written. If the client is still sending the
 * body then (a refused upload), the system answers its next bytes with a reset, and a reset can throw away the
 * answer before the client has read it: the client sees EPIPE or ECONNRESET instead of the 413. Here the sending
 * side is ended (the client sees the end of the answer at once) and whatever still comes is read and dropped until
 * the client closes, or LINGER_MS have passed. (A response may have no socket of its own yet, or no longer: then
 * there is nothing to close.)
 */
export function closeInStages(socket: Socket | null) {
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}
