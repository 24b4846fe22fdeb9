// GET /api/getPrices/:productId - the product's monthly and yearly prices, in cents
import { getBillingProvider } from "@/lib/billing";
import { toSpecPrice } from "@/lib/billing/shapes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ params }) => (await getBillingProvider().listPrices(params.productId)).map(toSpecPrice));
