import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { AppError, type ErrorBody } from "./errors";

interface RouteOptions<B extends ZodType | undefined> {
  body?: B;
}

interface RouteContext<B> {
  req: NextRequest;
  body: B;
  params: Record<string, string>;
}

type Handler<B> = (ctx: RouteContext<B>) => Promise<Response | unknown>;

export function errorResponse(code: string, status: number, message: string, extra?: Record<string, unknown>) {
  return NextResponse.json<ErrorBody>({ error: { code, message, ...extra } }, { status });
}

function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", 400, "The request body is not valid JSON.");
  }
}

/**
 * Wraps a route handler: parses and validates the JSON body, and maps AppError and ZodError
 * to `{error: {code, message}}` with a 4xx status. Anything else is logged and answered as a 500.
 */
export function route<B extends ZodType | undefined = undefined>(
  options: RouteOptions<B>,
  handler: Handler<B extends ZodType ? z.infer<B> : undefined>,
) {
  return async (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => {
    try {
      const body = options.body ? options.body.parse(await readJson(req)) : undefined;
      const result = await handler({
        req,
        body: body as B extends ZodType ? z.infer<B> : undefined,
        params: (await ctx?.params) ?? {},
      });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error.code, error.status, error.message, error.details);
      if (error instanceof ZodError) return errorResponse("invalid_request", 400, describeZodError(error));
      console.error(`${req.method} ${req.nextUrl.pathname} failed:`, error);
      return errorResponse("internal_error", 500, "Something went wrong on our side. Please try again.");
    }
  };
}
