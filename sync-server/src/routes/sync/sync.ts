// POST /api/sync/push.json, POST /api/sync/pull.json, GET /api/sync/events (DESIGN.md section 5).
// Any logged-in user may sync; each op is then checked against its entity's privilege. An older
// client is told clientTooOld (426) before its body is judged, so it can ask for an update.
import type { FastifyInstance } from 'fastify';
import { SYNC_PATHS } from '../../../../src/domain/sync/paths';
import { isStorableText } from '../../../../src/domain/schemas/text';
import {
  checkClientProtocol,
  peekProtocol,
  pullRequestSchema,
  pushRequestSchema,
} from '../../../../src/domain/sync/protocol';
import { ApiError } from '../../http/apiError';
import { okEnvelope, okEnvelopeJson } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { createEventStreams, HEARTBEAT_MS } from '../../sync/events';
import { createChangeNotifier } from '../../sync/notifier';
import { pullChangesJson } from '../../sync/pull';
import { pushOps } from '../../sync/push';
import type { RouteDeps } from '../deps';

// the protocol lets a client id be any string; PostgreSQL cannot store every string
const clientIdText = { path: ['clientId'], message: 'invalid-character' };
const pushSchema = pushRequestSchema.refine((r) => isStorableText(r.clientId), clientIdText);
const pullSchema = pullRequestSchema.refine((r) => isStorableText(r.clientId), clientIdText);

function rejectOldClient(body: unknown): void {
  const protocol = peekProtocol(body);
  const tooOld = protocol === null ? null : checkClientProtocol(protocol);
  if (tooOld !== null) throw new ApiError('clientTooOld', { result: tooOld });
}

export function registerSyncRoutes(
  app: FastifyInstance,
  { db }: RouteDeps,
  heartbeatMs = HEARTBEAT_MS,
): void {
  const notifier = createChangeNotifier(db);
  const streams = createEventStreams(db, notifier, heartbeatMs);
  // open streams would keep server.close() waiting for ever: end them before it runs
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => notifier.close());

  // an op carrying text the database cannot store is refused alone (sync/unstorable.ts)
  app.post(
    SYNC_PATHS.push,
    { config: { privilege: 'loggedIn', checksOwnText: true } },
    async (request) => {
      const auth = requireAuth(request);
      rejectOldClient(request.body);
      const push = parseInput(pushSchema, request.body, languageOf(request));
      return okEnvelope(await pushOps(db, auth, push));
    },
  );

  app.post(SYNC_PATHS.pull, { config: { privilege: 'loggedIn' } }, async (request, reply) => {
    const auth = requireAuth(request);
    rejectOldClient(request.body);
    const pull = parseInput(pullSchema, request.body, languageOf(request));
    // the page is JSON text already (pull.ts): wrapped in the envelope, sent as it is
    reply.type('application/json; charset=utf-8');
    return okEnvelopeJson(await pullChangesJson(db, auth, pull));
  });

  // hijacked, so never compressed anyway; said here so a later change cannot buffer the pokes
  app.get(
    SYNC_PATHS.events,
    { config: { privilege: 'loggedIn' }, compress: false },
    async (request, reply) => {
      await streams.open(request, reply, requireAuth(request).orgId);
      return reply;
    },
  );
}
