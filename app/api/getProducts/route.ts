// GET /api/getProducts - the Pro product (one product id carries both plans)
import { getBillingProvider } from "@/lib/billing";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({}, async () => getBillingProvider().listProducts());
