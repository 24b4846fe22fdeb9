import { codeSamples } from "@/lib/api/code-samples";
import { CodeTabs } from "./code-tabs";

/** The parts of an OpenAPI 3.1 document this page reads. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  additionalProperties?: unknown;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: Schema; examples?: Record<string, { summary: string; value: unknown }> }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> }>;
}
export interface OpenApiDocument {
  info: { title: string; description: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Text of the document, whose Markdown code spans (`stream: true`) are shown as code, not as backticks. */
export function WithCode({ text }: { text: string }) {
  return text.split("`").map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** Renders the OpenAPI document on the server: the page is the document, so the two never disagree. */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const base = document.servers[0]!.url;
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(document.components.schemas[schema.$ref.split("/").pop()!]!) : schema);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const errorCodes = new Map<string, string>();
  for (const { op } of operations)
    for (const [status, answer] of Object.entries(op.responses)) if (Number(status) >= 400) errorCodes.set(status, answer.description);

  return (
    <div className="space-y-12">
      <nav aria-label="Endpoints" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 className="mb-2 text-sm font-semibold text-slate-900">Endpoints</h2>
        <ul className="space-y-1 text-sm">
          {operations.map(({ path, method, op }) => (
            <li key={op.operationId}>
              <a href={`#${op.operationId}`} className="font-mono text-brand-700 hover:underline">
                {method.toUpperCase()} /api/v1{path}
              </a>{" "}
              <span className="text-slate-600">{op.summary}</span>
            </li>
          ))}
        </ul>
      </nav>

      {operations.map(({ path, method, op }) => {
        const body = op.requestBody?.content["application/json"];
        const ok = op.responses["200"]?.content?.["application/json"]?.schema;
        return (
          <section key={op.operationId} id={op.operationId} aria-labelledby={`${op.operationId}-title`} className="scroll-mt-24 space-y-4">
            <h2 id={`${op.operationId}-title`} className="text-xl font-bold text-slate-900">
              <span className="mr-2 rounded bg-brand-100 px-2 py-0.5 font-mono text-sm text-brand-800">{method.toUpperCase()}</span>
              <span className="font-mono">/api/v1{path}</span>
            </h2>
            <p className="font-semibold text-slate-800">{op.summary}</p>
            {op.description && (
              <p className="text-slate-700">
                <WithCode text={op.description} />
              </p>
            )}
            {op.security?.length === 0 && <p className="text-sm text-slate-600">No key needed.</p>}
            {op.parameters?.map((p) => (
              <p key={p.name} className="text-sm text-slate-700">
                <code className="font-mono font-semibold">{p.name}</code> ({p.in}, {p.required ? "required" : "optional"}):{" "}
                <WithCode text={p.description ?? ""} />
              </p>
            ))}
            {body && (
              <>
                <h3 className="font-semibold text-slate-900">Request body</h3>
                <SchemaTable schema={resolve(body.schema)} resolve={resolve} />
              </>
            )}
            {ok && (
              <>
                <h3 className="font-semibold text-slate-900">Answer (200)</h3>
                <SchemaTable schema={resolve(ok)} resolve={resolve} />
              </>
            )}
            {op.operationId !== "openapi" &&
              (body?.examples ? Object.values(body.examples) : [{ summary: "", value: undefined }]).map(({ summary, value }) => (
                <div key={summary} className="space-y-2">
                  {summary && <h3 className="font-semibold text-slate-900">Example: {summary}</h3>}
                  <CodeTabs
                    label={`${method.toUpperCase()} /api/v1${path}${summary ? `, ${summary.toLowerCase()}` : ""}`}
                    samples={codeSamples(method, `${base}${path}`, value)}
                  />
                </div>
              ))}
            <p className="text-sm text-slate-600">
              Errors:{" "}
              {Object.keys(op.responses)
                .filter((s) => Number(s) >= 400)
                .join(", ") || "none"}
            </p>
          </section>
        );
      })}

      <section aria-labelledby="errors-title" className="space-y-3">
        <h2 id="errors-title" className="text-xl font-bold text-slate-900">
          Errors
        </h2>
        <p className="text-slate-700">
          Every error is JSON: <code className="font-mono">{'{"error": {"code": "...", "message": "..."}}'}</code>. The code is stable for
          programs; the message is a sentence for people.
        </p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th className="py-2 pr-4">Status</th>
              <th className="py-2">When</th>
            </tr>
          </thead>
          <tbody>
            {[...errorCodes.entries()]
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([status, description]) => (
                <tr key={status} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 font-mono">{status}</td>
                  <td className="py-2 text-slate-700">
                    <WithCode text={description} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function typeOf(schema: Schema, resolve: (s: Schema) => Schema): string {
  const s = resolve(schema);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.map((o) => typeOf(o, resolve)).join(" | ");
  if (s.type === "array" && s.items) return `array of ${typeOf(s.items, resolve)}`;
  return Array.isArray(s.type) ? s.type.join(" | ") : (s.type ?? "any");
}

function limitsOf(s: Schema): string {
  const parts = [
    s.minimum !== undefined && s.maximum !== undefined ? `${s.minimum}–${s.maximum}` : "",
    s.maxItems !== undefined ? `at most ${s.maxItems} items` : "",
    s.maxLength !== undefined ? `at most ${s.maxLength} characters` : "",
    s.default !== undefined ? `default ${JSON.stringify(s.default)}` : "",
  ];
  return parts.filter(Boolean).join("; ");
}

/** The fields of an object schema, nested objects indented below their field. */
function SchemaTable({ schema, resolve, depth = 0 }: { schema: Schema; resolve: (s: Schema) => Schema; depth?: number }) {
  const rows = Object.entries(schema.properties ?? {});
  return (
    // relative: the nested tables' screen-reader headers are absolutely placed, and must stay inside the scroller
    // (else they widen the page on a phone).
    <div className={depth === 0 ? "relative overflow-x-auto" : "mt-2"}>
      {schema.description && depth === 0 && <p className="mb-2 text-sm text-slate-600">{schema.description}</p>}
      <table className="w-full text-left text-sm">
        {/* A nested table repeats the headers for screen readers only, so every cell has one; on a phone every
            row is a field and its type on one line, its description below, so no column is cut off. */}
        <thead className={depth === 0 ? "max-sm:sr-only" : "sr-only"}>
          <tr className="border-b border-slate-200">
            <th className="py-2 pr-4">Field</th>
            <th className="py-2 pr-4">Type</th>
            <th className="py-2">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, raw]) => {
            const field = resolve(raw);
            const nested =
              field.type === "object" && field.properties
                ? field
                : field.type === "array" && field.items && resolve(field.items).properties
                  ? resolve(field.items)
                  : null;
            const limits = limitsOf(field);
            return (
              <tr
                key={name}
                className="border-b border-slate-100 align-top max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:py-2"
              >
                <td className="py-2 pr-4 font-mono max-sm:p-0">
                  {name}
                  {schema.required?.includes(name) ? (
                    <span className="text-red-700" title="required">
                      *
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 font-mono text-xs text-slate-700 max-sm:p-0 max-sm:[overflow-wrap:anywhere]">
                  {typeOf(raw, resolve)}
                </td>
                <td className="py-2 text-slate-700 max-sm:basis-full max-sm:p-0 max-sm:pt-1">
                  <WithCode text={field.description ?? raw.description ?? ""} />
                  {limits && <span className="block text-xs text-slate-500">{limits}</span>}
                  {nested && <SchemaTable schema={nested} resolve={resolve} depth={depth + 1} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
