// The integration API's reference page, rendered on the server from its OpenAPI document: no script and nothing
// from another host, so it works on a machine without internet and under the app's Content-Security-Policy.
import type { oas31 } from 'zod-openapi';
import { escapeHtml } from '../escape-html';
import { componentAnchor, prose, schemaHtml } from './schema-html';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a2233; background: #f3f5f9; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { color: #0d2c5a; } h2 { margin-top: 2rem; border-bottom: 2px solid #d5dbe6; }
section { background: #fff; border: 1px solid #d5dbe6; border-radius: 8px; padding: .5rem 1rem; margin: 1rem 0; }
h3 code { font-size: 1.05rem; } h4 { margin: 1rem 0 .25rem; }
.method { display: inline-block; min-width: 4rem; font-weight: 700; color: #0b4fb3; }
table { border-collapse: collapse; width: 100%; margin: .25rem 0; font-size: .9rem; }
th, td { border: 1px solid #d5dbe6; padding: .25rem .5rem; text-align: left; vertical-align: top; }
td td, td th { font-size: .85rem; } .required { color: #a4262c; font-size: .75rem; }
pre { background: #0d2c5a; color: #f3f5f9; padding: .5rem; border-radius: 6px; overflow-x: auto; font-size: .8rem; }
code { overflow-wrap: anywhere; } a { color: #0b4fb3; }
`;

interface Operation {
  method: string;
  path: string;
  operation: oas31.OperationObject;
}

function operationsOf(paths: oas31.PathsObject | undefined): Operation[] {
  return Object.entries(paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
  );
}

const anchorOf = ({ method, path }: Operation) => `${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

function examplesHtml(media: oas31.MediaTypeObject): string {
  return Object.values(media.examples ?? {})
    .map((example) => {
      const { summary, value } = example as oas31.ExampleObject;
      // Focusable: a wide example scrolls sideways, and a keyboard user must be able to scroll it too.
      return `${summary ? `<p>Example: ${prose(summary)}</p>` : ''}<pre tabindex="0">${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
    })
    .join('');
}

function contentHtml(content: oas31.ContentObject | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) => `<p><code>${escapeHtml(type)}</code></p>${media.schema ? schemaHtml(media.schema) : ''}${examplesHtml(media)}`)
    .join('');
}

function authHtml(operation: oas31.OperationObject): string {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return '<p>No token needed.</p>';
  return requirements
    .flatMap((requirement) => Object.entries(requirement))
    .map(([scheme, scopes]) => `<p>Token: <code>${escapeHtml(scheme)}</code>${scopes.length ? `, scope ${scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ')}` : ', any scope'}.</p>`)
    .join('');
}

function parametersHtml(parameters: oas31.OperationObject['parameters']): string {
  const rows = (parameters ?? []).map((parameter) => {
    const p = parameter as oas31.ParameterObject;
    return `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="required">required</span>' : ''}</td><td>${escapeHtml(p.in)}</td><td>${p.schema ? schemaHtml(p.schema) : ''}${prose(p.description)}</td></tr>`;
  });
  return rows.length ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>value</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '';
}

function headersHtml(headers: oas31.ResponseObject['headers']): string {
  return Object.entries(headers ?? {})
    .map(([name, header]) => `<p>Header <code>${escapeHtml(name)}</code>: ${prose((header as oas31.HeaderObject).description)}</p>`)
    .join('');
}

/** An operation of the API, or (`webhook`) a request the server sends to the partner's endpoints. */
function operationHtml(entry: Operation, webhook = false): string {
  const { method, path, operation } = entry;
  const body = operation.requestBody as oas31.RequestBodyObject | undefined;
  const responses = Object.entries(operation.responses ?? {}).map(([status, answer]) => {
    const response = answer as oas31.ResponseObject;
    return `<h4>${escapeHtml(status)}: ${prose(response.description)}</h4>${headersHtml(response.headers)}${contentHtml(response.content)}`;
  });
  return (
    `<section id="${anchorOf(entry)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p><strong>${prose(operation.summary)}</strong></p><p>${prose(operation.description)}</p>${webhook ? '' : authHtml(operation)}` +
    `${parametersHtml(operation.parameters)}${body ? `<h4>Request body</h4>${contentHtml(body.content)}` : ''}` +
    `<h4>Answers</h4>${responses.join('')}</section>`
  );
}

function securityHtml(document: oas31.OpenAPIObject): string {
  return Object.entries(document.components?.securitySchemes ?? {})
    .map(([name, scheme]) => `<p><code>${escapeHtml(name)}</code>: ${prose((scheme as oas31.SecuritySchemeObject).description)}</p>`)
    .join('');
}

function componentsHtml(document: oas31.OpenAPIObject): string {
  return Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="${componentAnchor(name)}"><h3>${escapeHtml(name)}</h3><p>${prose((schema as oas31.SchemaObject).description)}</p>${schemaHtml(schema)}</section>`)
    .join('');
}

/** The whole reference as one HTML page: authentication, each operation with its fields and examples, the schemas. */
export function referencePage(document: oas31.OpenAPIObject, documentUrl: string): string {
  const operations = operationsOf(document.paths);
  const webhooks = operationsOf(document.webhooks);
  const index = operations.map((entry) => `<li><a href="#${anchorOf(entry)}">${entry.method.toUpperCase()} ${escapeHtml(entry.path)}</a>: ${prose(entry.operation.summary)}</li>`);
  const base = document.servers?.[0]?.url ?? '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(document.info.title)}</title><link rel="icon" type="image/png" href="/icons/favicon-32.png"><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(document.info.title)}</h1><p>${prose(document.info.description)}</p>` +
    `<p>Base URL: <code>${escapeHtml(base)}</code>. The same in OpenAPI ${escapeHtml(document.openapi)}: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a>.</p>` +
    `<h2>Authentication</h2>${securityHtml(document)}<h2>Operations</h2><ul>${index.join('')}</ul>${operations.map((entry) => operationHtml(entry)).join('')}` +
    `${webhooks.length ? `<h2>Webhooks</h2><p>What the server POSTs to the partner's endpoints (<code>POST /webhooks</code>), one request per event.</p>${webhooks.map((entry) => operationHtml(entry, true)).join('')}` : ''}` +
    `<h2>Schemas</h2>${componentsHtml(document)}</main></body></html>`
  );
}
