// A JSON Schema of the OpenAPI document as HTML for the reference page: an object as a table of its fields, nested
// objects inside their row, a component as a link to its own section.
import type { oas31 } from 'zod-openapi';
import { escapeHtml } from '../escape-html';

type Schema = oas31.SchemaObject | oas31.ReferenceObject;

/** Escaped text with `code` spans, the only markup the document's descriptions use. */
export function prose(text: string | undefined): string {
  return escapeHtml(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');
}

export const componentAnchor = (name: string) => `schema-${name}`;

const componentName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** zod's `int()` bounds every integer to the safe ones: no limit worth a reader's attention. */
const bound = (value: number | undefined) => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);

function range(lowest: number | undefined, highest: number | undefined, unit: string): string {
  const [low, high] = [bound(lowest), bound(highest)];
  if (low !== undefined && high !== undefined) return ` ${low}–${high}${unit}`;
  if (low !== undefined) return ` ≥ ${low}${unit}`;
  return high !== undefined ? ` ≤ ${high}${unit}` : '';
}

/** One line saying what a value may be: `string 1–40 chars`, `"UN" | "KG"`, `array of ProductRow`. */
export function typeText(schema: Schema): string {
  if ('$ref' in schema && schema.$ref) return `<a href="#${componentAnchor(componentName(schema.$ref))}">${escapeHtml(componentName(schema.$ref))}</a>`;
  const s = schema as oas31.SchemaObject;
  const variants = s.anyOf ?? s.oneOf;
  let text: string;
  if (variants) text = variants.map(typeText).join(' or ');
  else if (s.enum) text = s.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  else if (s.const !== undefined) text = `<code>${escapeHtml(JSON.stringify(s.const))}</code>`;
  else if (s.type === 'array') text = `array of ${s.items ? typeText(s.items) : 'anything'}${range(s.minItems, s.maxItems, ' items')}`;
  else if (s.type === 'string') text = `string${s.format ? ` (${escapeHtml(s.format)})` : ''}${range(s.minLength, s.maxLength, ' chars')}${!s.format && s.pattern ? ` matching <code>${escapeHtml(s.pattern)}</code>` : ''}`;
  else if (s.type === 'number' || s.type === 'integer') {
    const low = s.exclusiveMinimum !== undefined ? ` > ${s.exclusiveMinimum}` : range(s.minimum, undefined, '');
    text = `${s.type}${low}${range(undefined, s.maximum, '')}`;
  } else text = escapeHtml([s.type ?? 'any'].flat().join(' or '));
  return s.default !== undefined ? `${text}, default <code>${escapeHtml(JSON.stringify(s.default))}</code>` : text;
}

/** The object's own fields, or the array's items' fields, when it has them inline. */
function fieldsOf(schema: Schema): oas31.SchemaObject | undefined {
  if ('$ref' in schema && schema.$ref) return undefined;
  const s = schema as oas31.SchemaObject;
  if (s.properties) return s;
  const inner = s.items ?? (s.anyOf ?? s.oneOf)?.find((variant) => !('$ref' in variant) && (variant as oas31.SchemaObject).type !== 'null');
  return inner ? fieldsOf(inner) : undefined;
}

function fieldTable(object: oas31.SchemaObject): string {
  const required = new Set(object.required ?? []);
  const rows = Object.entries(object.properties ?? {}).map(([name, field]) => {
    const description = 'description' in field ? prose(field.description) : '';
    const nested = fieldsOf(field);
    return (
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="required">required</span>' : ''}</td>` +
      `<td>${typeText(field)}${description ? `<div>${description}</div>` : ''}${nested ? fieldTable(nested) : ''}</td></tr>`
    );
  });
  return `<table><thead><tr><th>field</th><th>value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The schema's one line, then its fields' table when it is an object or holds one inline. */
export function schemaHtml(schema: Schema): string {
  const object = fieldsOf(schema);
  const line = object === schema ? '' : `<p>${typeText(schema)}</p>`;
  return `${line}${object ? fieldTable(object) : ''}`;
}
