import { z } from "zod";
import { WRITING_EVENTS_PER_SAVE } from "@/lib/limits";
import { writingEvent } from "@/lib/writing/events";

/**
 * POST /api/writing/:id/events: `from` is the count of events the client believes the server has, `events`
 * the events from there on, `digest` the textDigest of the text after them. A 400 names the event and field.
 */
export const saveEventsBody = z.strictObject({
  from: z
    .number({ error: "from, the count of events the server has, is expected" })
    .int("from is a whole number")
    .nonnegative("from is 0 or more"),
  events: z
    .array(writingEvent, { error: "events, an array of events, is expected" })
    .max(WRITING_EVENTS_PER_SAVE, `events: at most ${WRITING_EVENTS_PER_SAVE} events per save`),
  digest: z
    .string({ error: "digest, the textDigest of the text after the events, is expected" })
    .min(1, "digest is empty")
    .max(40, "digest is at most 40 characters"),
});
