// GET /api/helloApi - health: version, which provider serves each concern, and the AI engine's status (no secrets)
import { NextResponse } from "next/server";
import { getAiEngine } from "@/lib/ai";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";

export const dynamic = "force-dynamic";

export async function GET() {
  const { version, providers } = config();
  const { store, ai, mail, billing, captcha } = providers;
  const storeOk = await getStore().then(
    () => true,
    (error) => {
      console.error("health: store unavailable:", error);
      return false;
    },
  );
  return NextResponse.json(
    { ok: storeOk, version, providers: { store, ai, mail, billing, captcha }, aiEngine: getAiEngine().status() },
    { status: storeOk ? 200 : 503 },
  );
}
