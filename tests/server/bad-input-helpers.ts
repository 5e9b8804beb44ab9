// What can be wrong with an answer to hostile input: a 5xx, or a 4xx without a Portuguese `message`.
import type { TestResponse } from './helpers';

const ENGLISH = /\b(expected|received|invalid input|required|not found|unauthorized|internal server error)\b/i;

/** What is wrong with one answer to hostile input, each as a line naming the call (`label`); none when it is right. */
export async function answerProblems(response: TestResponse | Response, label: string): Promise<string[]> {
  if (response.status >= 500) return [`${label} → ${response.status}`];
  if (response.status < 400) return [];
  const text = await response.text();
  let message: unknown;
  try {
    message = JSON.parse(text).message;
  } catch {
    return [`${label} → ${response.status} without a JSON body: ${text.slice(0, 80)}`];
  }
  if (typeof message !== 'string' || message.trim() === '') return [`${label} → ${response.status} without a message`];
  if (ENGLISH.test(message)) return [`${label} → ${response.status} in English: ${message}`];
  return [];
}
