// GET /api/account/export - a JSON file of everything kept about the signed-in account
import { exportAccount, exportFileName } from "@/lib/account/export";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "required" }, async ({ viewer }) => {
  const data = await exportAccount(viewer.user!);
  return new Response(JSON.stringify(data, null, 2), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${exportFileName()}"` },
  });
});
