// GET /api/keys - the signed-in user's live API keys (never their secrets); POST /api/keys - create one, its secret shown once
import { createApiKey, listApiKeys } from "@/lib/api/keys";
import { route } from "@/lib/http/route";
import { createKeyBody } from "./schema";

export const GET = route({ auth: "required" }, async ({ viewer }) => ({
  keys: (await listApiKeys(viewer.user!.id)).map(({ id, name, prefix, createdAt, lastUsedAt }) => ({
    id,
    name,
    prefix,
    createdAt,
    lastUsedAt,
  })),
}));

export const POST = route({ body: createKeyBody, auth: "required" }, async ({ body, viewer }) => createApiKey(viewer.user!, body.name));
