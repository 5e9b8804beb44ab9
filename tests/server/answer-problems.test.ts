// The rule the hostile-input suites apply to each answer (helpers.ts): a 5xx, or a 4xx without a
// Portuguese `message`, is a problem; anything else is not.
import { describe, expect, it } from 'vitest';
import { answerProblems } from './helpers';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('answerProblems', () => {
  it('passes a 4xx with a Portuguese message, and any answer under 400', async () => {
    expect(await answerProblems(json(400, { message: 'Quantidade inválida.' }), 'PUT /x')).toEqual([]);
    expect(await answerProblems(json(200, { ok: true }), 'GET /x')).toEqual([]);
  });

  it('names a 5xx with the call', async () => {
    expect(await answerProblems(json(500, { message: 'Erro' }), 'POST /y')).toEqual(['POST /y → 500']);
  });

  it('names a 4xx whose body is not JSON, has no message, or speaks English', async () => {
    expect(await answerProblems(new Response('Bad Request', { status: 400 }), 'a')).toEqual(['a → 400 without a JSON body: Bad Request']);
    expect(await answerProblems(json(422, { errors: [] }), 'b')).toEqual(['b → 422 without a message']);
    expect(await answerProblems(json(400, { message: '  ' }), 'c')).toEqual(['c → 400 without a message']);
    expect(await answerProblems(json(400, { message: 'Invalid input: expected number' }), 'd')).toEqual([
      'd → 400 in English: Invalid input: expected number',
    ]);
  });
});
