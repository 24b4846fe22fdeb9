// GET /api/quota - uses left in the visitor's rolling 24-hour allowance (null for Pro), a Pro plan's Lumenaris words
// left, and which engine rewrites
import { config } from "@/lib/config";
import { servingEngine } from "@/lib/engine-claims";
import { route } from "@/lib/http/route";
import { FREE_USES_PER_DAY } from "@/lib/limits";
import { usesLeft } from "@/lib/quota";
import { modelAllowance } from "@/lib/tools/allowance";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ viewer }) => ({
  usesLeft: await usesLeft(viewer),
  dailyLimit: FREE_USES_PER_DAY,
  pro: viewer.pro,
  engine: servingEngine(config()),
  modelAllowance: await modelAllowance(viewer),
}));
