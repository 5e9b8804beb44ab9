import { z } from 'zod';

/**
 * Every 4xx message is Portuguese: schemas give their own messages for the rules of the
 * specs; anything else (a body of the wrong kind, a field of the wrong type) gets zod's
 * pt-BR text, prefixed with the field it concerns.
 */
export function useZodPortugueseMessages(): void {
  const portuguese = z.locales.ptBR().localeError;
  z.config({
    localeError: (issue) => {
      const text = portuguese?.(issue);
      const message = typeof text === 'string' ? text : (text?.message ?? 'Requisição inválida.');
      return issue.path?.length ? `Campo ${issue.path.join('.')}: ${message}` : message;
    },
  });
}
