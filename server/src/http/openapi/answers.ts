// The answers every integration route shares, as the document states them: a refusal is `{ message }` in Portuguese
// (http/errors.ts), with `errors` per field where the server gives them.
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import { INVALID_BODY } from '../errors';
import { NUL_MESSAGE, TOO_LARGE } from '../input-guards';

export const refusalSchema = z
  .object({
    message: z.string().meta({ description: 'What is wrong, in Portuguese, to be shown to a person as it is.' }),
    errors: z
      .array(z.object({ field: z.string(), errorMessage: z.string() }))
      .optional()
      .meta({ description: 'One entry per wrong field, where the server checks the fields one by one.' }),
  })
  .meta({ id: 'Refusal', description: 'Every 4xx answer.' });

/** A 4xx answer: `messages` are what the server really says in that case (the document's examples). */
export function refusal(description: string, messages: string[], headers?: ZodOpenApiResponseObject['headers']): ZodOpenApiResponseObject {
  const examples = Object.fromEntries(messages.map((message, index) => [`refusal${index + 1}`, { value: { message } }]));
  return { description, headers, content: { 'application/json': { schema: refusalSchema, examples } } };
}

/** What any route with a JSON body may answer before its own rules: a body that is not JSON, too large or with a NUL. */
export const bodyRefusals = {
  400: refusal('The body is not JSON, misses a required field, has one of the wrong type, or holds a NUL character.', [INVALID_BODY, NUL_MESSAGE]),
  413: refusal('The body is larger than the route takes.', [TOO_LARGE]),
};
