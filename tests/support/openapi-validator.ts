import Ajv2020 from "ajv/dist/2020";

/**
 * Checks API answers against the OpenAPI document the server serves (not against our zod schemas): what a
 * client generated from the document would expect is what it gets.
 */
export function openApiValidator(document: {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...document, $id: "openapi" });
  return (path: string, method: string, status: number, body: unknown) => {
    const answer = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
    if (!answer) throw new Error(`${method} ${path} answered ${status}, which the document does not describe`);
    const schema = answer.content?.["application/json"]?.schema;
    if (!schema) throw new Error(`${method} ${path} ${status} has no JSON schema in the document`);
    const validate = ajv.compile({
      $ref: `openapi#/paths/${path.replaceAll("/", "~1")}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`,
    });
    if (!validate(body))
      throw new Error(
        `${method} ${path} ${status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
  };
}
