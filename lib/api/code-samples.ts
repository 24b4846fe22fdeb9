/** Copy-ready calls of one API operation in curl, Python (requests) and JavaScript (fetch), from its OpenAPI entry. */
export interface CodeSamples {
  curl: string;
  python: string;
  javascript: string;
}

/** A body asking for server-sent events: the samples print each event as it arrives. */
const streams = (example: unknown) => typeof example === "object" && example !== null && (example as { stream?: unknown }).stream === true;

export function codeSamples(method: string, url: string, example: unknown): CodeSamples {
  const verb = method.toUpperCase();
  const body = example === undefined ? undefined : JSON.stringify(example, null, 2);
  const streamed = streams(example);
  const curl = [
    `curl ${streamed ? "-N " : ""}${verb === "GET" ? "" : `-X ${verb} `}${url} \\`,
    `  -H "Authorization: Bearer $REWRITE_STUDIO_KEY"${body ? " \\" : ""}`,
    ...(body ? [`  -H "Content-Type: application/json" \\`, `  -d '${JSON.stringify(example).replaceAll("'", "'\\''")}'`] : []),
  ].join("\n");
  const python = [
    "import os",
    "import requests",
    "",
    `response = requests.${verb.toLowerCase()}(`,
    `    "${url}",`,
    `    headers={"Authorization": f"Bearer {os.environ['REWRITE_STUDIO_KEY']}"},`,
    ...(body ? [`    json=${pythonLiteral(example, 4)},`] : []),
    ...(streamed ? ["    stream=True,"] : []),
    "    timeout=60,",
    ")",
    "response.raise_for_status()",
    ...(streamed
      ? ["for line in response.iter_lines(decode_unicode=True):", "    if line:", "        print(line)"]
      : ["print(response.json())"]),
  ].join("\n");
  const javascript = [
    `const response = await fetch("${url}", {`,
    `  method: "${verb}",`,
    `  headers: {`,
    "    Authorization: `Bearer ${process.env.REWRITE_STUDIO_KEY}`,",
    ...(body ? [`    "Content-Type": "application/json",`] : []),
    "  },",
    ...(body ? [`  body: JSON.stringify(${body.replaceAll("\n", "\n  ")}),`] : []),
    "});",
    "if (!response.ok) throw new Error((await response.json()).error.message);",
    ...(streamed
      ? [
          "const decoder = new TextDecoder();",
          "for await (const piece of response.body) process.stdout.write(decoder.decode(piece, { stream: true }));",
        ]
      : ["console.log(await response.json());"]),
  ].join("\n");
  return { curl, python, javascript };
}

/** A JSON value as a Python literal (True, False, None), indented to sit inside a call. */
function pythonLiteral(value: unknown, indent: number): string {
  const pad = " ".repeat(indent + 4);
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (Array.isArray(value)) return `[${value.map((v) => pythonLiteral(v, indent)).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 4)},`,
    );
    return `{\n${entries.join("\n")}\n${" ".repeat(indent)}}`;
  }
  return JSON.stringify(value);
}
