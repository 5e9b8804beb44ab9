// The answers every integration route shares, as the document states them: a refusal is `{ message }` in Portuguese
// (http/errors.ts), with `errors` per field where the server gives them.
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import { INVALID_BODY } from '../errors';
import { TOO_LARGE } from '../input-guards';

export const refusalSchema = z
  .object({
    message: z.string().meta({ description: 'What is wrong, in Portuguese, to be shown to a person as it is.' }),
    errors: z
      .array(z.object({ field: z.string(), errorMessage: z.string() }))
      .optional()
      .meta({ description: 'One entry per wrong field, where the server checks the fields one by one.' }),
  })
  .meta({ id: 'Refusal', description: 'Every 4xx answer.' });

export function refusal(description: string, example: string, headers?: ZodOpenApiResponseObject['headers']): ZodOpenApiResponseObject {
  return { description, headers, content: { 'application/json': { schema: refusalSchema, examples: { refusal: { value: { message: example } } } } } };
}

/** What any route with a JSON body may answer before its own rules: a body that is not JSON, too large or with a NUL. */
export const bodyRefusals = {
  400: refusal('The body is not JSON, misses a required field or has one of the wrong type.', INVALID_BODY),
  413: refusal('The body is larger than the route takes.', TOO_LARGE),
};
