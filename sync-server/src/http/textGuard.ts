// Every string a request carries in its path, query or parsed body is held to the one text rule
// of src/domain/schemas/text.ts before a handler sees it: no route, present or future, can hand a
// NUL or half a surrogate pair to PostgreSQL (a failed write) or to encodeURIComponent (a
// URIError). A route that answers such text in its own way says `config.checksOwnText`: sync push
// refuses the one op that carries it, consumed like any rejection, rather than the whole request.
import type { FastifyInstance } from 'fastify';
import { findUnstorableText } from '../../../src/domain/schemas/text';
import { translateMessage } from './i18n';
import { languageOf } from './request';
import { badInput } from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route checks the text of its body itself (the path and query are still checked here) */
    checksOwnText?: boolean;
  }
}

/** How many offending places a refusal names: enough to fix a form, not a list of thousands. */
const MAX_NAMED = 5;

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const input = {
      params: request.params,
      query: request.query,
      body: request.routeOptions.config.checksOwnText === true ? undefined : request.body,
    };
    const found = findUnstorableText(input, MAX_NAMED);
    if (found.length === 0) return;
    const language = languageOf(request);
    const message = translateMessage(language, 'validation.invalid-character');
    // the path inside params, query or body: the field as the caller named it
    throw badInput(
      found.map((path) => ({ path: path.slice(1).join('.'), message })),
      language,
    );
  });
}
