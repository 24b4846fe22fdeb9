// GET /api/me - the signed-in user's profile, reconciled with the billing provider, or null
import { syncProStatus } from "@/lib/billing";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ viewer }) => ({ user: viewer.user ? await syncProStatus(viewer.user) : null }));
