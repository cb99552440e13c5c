// JSON and form bodies (the spec's login is a form), both capped at API_BODY_LIMIT_BYTES.
// An empty JSON body reads as "no body", because clients POST lookups without one.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '../../../src/domain/schemas/limits';

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: API_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
  await app.register(formbody, { bodyLimit: API_BODY_LIMIT_BYTES });
}
