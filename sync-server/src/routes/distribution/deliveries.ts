// What each channel was told and when (src/domain/distribution/deliveries.ts): an album's delivery
// batches with their files and acknowledgements, and a batch's message, manifest or
// acknowledgement as bytes, for the partner (its own organisation's albums) and the back office;
// and the back office's list of scheduled takedowns.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  albumBatchesQuerySchema,
  staffAlbumBatchesQuerySchema,
  batchFileQuerySchema,
  DELIVERY_PATHS,
  type AlbumBatchesResult,
  type ScheduledTakedownsResult,
} from '../../../../src/domain/distribution/deliveries';
import { ACTIONS } from '../../../../src/domain/roles';
import { authorizeBackofficeAlbum } from '../../auth/backofficePolicy';
import { requiresLink } from '../../auth/privileges';
import { authorizeDistributionAlbum } from '../../distribution/albumDistribution';
import {
  albumDeliveryViews,
  authorizeDeliveryBatch,
  batchFileBytes,
  type BatchReader,
} from '../../distribution/batchViews';
import { authorizeChannel } from '../../distribution/channelPolicy';
import { scheduledTakedownViews } from '../../distribution/scheduledTakedowns';
import { attachmentDisposition } from '../../files/fileAccess';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

function sendXml(reply: FastifyReply, file: { name: string; bytes: Buffer }): Buffer {
  reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store');
  return file.bytes;
}

export function registerDeliveryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const partner = { config: { privilege: requiresLink('library-album-info') } };
  const staff = { config: { privilege: requiresLink(ACTIONS.backofficeChannels) } };

  app.get(apiUrl(DELIVERY_PATHS.partnerBatches), partner, async (request) => {
    const input = parseInput(albumBatchesQuerySchema, request.query, languageOf(request));
    const auth = requireAuth(request);
    await authorizeDistributionAlbum(db, auth, input.albumId);
    const result: AlbumBatchesResult = {
      albumId: input.albumId,
      batches: await albumDeliveryViews(db, auth.orgId, input.albumId),
    };
    return okEnvelope(result);
  });

  app.get(apiUrl(DELIVERY_PATHS.staffBatches), staff, async (request) => {
    const input = parseInput(staffAlbumBatchesQuerySchema, request.query, languageOf(request));
    const { orgId } = await authorizeBackofficeAlbum(db, requireAuth(request), input);
    const result: AlbumBatchesResult = {
      albumId: input.albumId,
      batches: await albumDeliveryViews(db, orgId, input.albumId),
    };
    return okEnvelope(result);
  });

  const fileRoute = (path: string, reader: BatchReader, options: typeof partner) =>
    app.get(path, options, async (request, reply) => {
      const input = parseInput(batchFileQuerySchema, request.query, languageOf(request));
      await authorizeDeliveryBatch(db, requireAuth(request), input.id, reader);
      return sendXml(reply, await batchFileBytes(db, input.id, input.file));
    });
  fileRoute(apiUrl(DELIVERY_PATHS.partnerBatchFile), 'partner', partner);
  fileRoute(apiUrl(DELIVERY_PATHS.staffBatchFile), 'backoffice', staff);

  app.get(apiUrl(DELIVERY_PATHS.staffScheduled), staff, async (request) => {
    await authorizeChannel(db, requireAuth(request), null);
    const result: ScheduledTakedownsResult = {
      list: await scheduledTakedownViews(db, deps.clock.now()),
    };
    return okEnvelope(result);
  });
}
