import type { FastifyInstance } from 'fastify';

/** Deepest nesting of objects and arrays a request may send (the API's own bodies use 4). */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /\p{Surrogate}/u;

/** What the request input may not hold, and the database or the JSON writer could not take. */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? 'text that is not valid Unicode' : null;
  if (typeof value !== 'object' || value === null) return null;
  const proto = Object.getPrototypeOf(value);
  // Only what a parser builds: files and buffers of uploads are left to their routes.
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return null;
  if (depth >= MAX_INPUT_DEPTH) return `values nested deeper than ${MAX_INPUT_DEPTH} levels`;
  for (const [key, item] of Object.entries(value)) {
    const problem = inputProblem(key, depth + 1) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A request whose input fails `inputProblem`: a client error (400), in each API's own words. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
  readonly statusCode = 400;
  readonly code = 'CS_INVALID_INPUT';
}

/**
 * Refuses, before any route runs, query strings and bodies with ill-formed Unicode (a lone UTF-16
 * surrogate, which the database refuses) or nesting too deep to write back as JSON. The web API
 * answers ERROR_VALIDATION; the solver APIs answer their bad-parameters code (never a retryable one).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw new InvalidInputError(`The request holds ${problem}.`);
  });
}
