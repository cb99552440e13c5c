// The `distribution.delivery` job: one batch of one album to one channel. Its first run plans the
// batch (contract limits, ERN message validated, every file with its hash) and keeps it under the
// job's id; every run, the first or a resumed one after a kill, writes what is not complete on the
// remote yet, the manifest last, then marks the channel sent. The jobs runner's claim means two
// instances never run one job at once. A failure that retrying cannot help, or the last attempt,
// ends the channel in 27 (26 for a takedown) with the reason as its answer.
import { z } from 'zod';
import type { ReleaseBundle } from '../../../src/domain/ddex';
import { allowChannel } from '../../../src/domain/distribution/allowedChannels';
import type { ChannelView } from '../../../src/domain/distribution/channel';
import type { SenderParty } from '../../../src/domain/distribution/senderParty';
import { findOwned } from '../auth/owned';
import { activeContractFor } from '../contracts/activeContract';
import type { Db } from '../db/db';
import { loadReleaseBundle } from '../ddex/loadBundle';
import {
  defineJobKind,
  handleJob,
  PermanentJobError,
  type JobContext,
  type JobHandler,
} from '../jobs/kind';
import type { ObjectStore } from '../storage/objectStore';
import { applyChannelEvent } from './albumChannelStore';
import { refreshAlbumReleaseStatus } from './albumRelease';
import {
  batchFiles,
  batchIdAt,
  batchOfJob,
  insertBatch,
  markFileWritten,
  setBatchState,
} from './batchStore';
import { openChannelTransport, type TransportFactoryDeps } from './channelTransport';
import { getChannel, openChannelSecret } from './channelStore';
import { TransportError } from './transport';
import { readSenderParty } from './senderSetting';
import { planBatch, writeBatchFiles } from './writeBatch';

/** A release, an approved modification's update of a release the channel has, or a takedown. */
export type DeliveryKind = 'release' | 'update' | 'takedown';

export const deliveryJob = defineJobKind(
  'distribution.delivery',
  z.object({
    orgId: z.uuid(),
    albumId: z.uuid(),
    channelId: z.uuid(),
    kind: z.enum(['release', 'update', 'takedown']),
  }),
  { maxAttempts: 6, backoff: { baseMs: 60_000, maxMs: 30 * 60_000 }, timeoutMs: 30 * 60_000 },
);
type DeliveryPayload = z.infer<typeof deliveryJob.payload>;

export interface DeliveryDeps extends TransportFactoryDeps {
  db: Db;
  store: ObjectStore;
  /** the server's signing secret: opens the channel's sealed key */
  secret: string;
}

/** Refused before anything is sent: the contract, the channel or the message says no. */
class DeliveryRefused extends PermanentJobError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The bundle as this channel is told it, from the install's configured sender: its party, its deal
 * (the contract's limits met with its own), its capabilities.
 */
function bundleForChannel(
  bundle: ReleaseBundle,
  channel: ChannelView,
  deal: { territories: string[]; usages: ReleaseBundle['deal']['usages'] },
  batchId: string,
  sender: SenderParty,
): ReleaseBundle {
  const f = channel.fields;
  return {
    ...bundle,
    deal: { ...bundle.deal, territories: deal.territories, usages: deal.usages },
    message: {
      ...bundle.message,
      sender: { dpid: sender.dpid, name: sender.name },
      recipient: { dpid: f.dpid, name: f.nameEn },
      messageId: `${bundle.message.messageId}-${batchId}`,
    },
    recipient: {
      lyricsAccepted: f.capabilities.lyrics,
      spatialAudioAccepted: f.capabilities.spatialAudio,
      takedownStyle: f.capabilities.takedownStyle,
    },
  };
}

async function freeBatchId(db: Db, channelId: string, at: Date): Promise<string> {
  // unique per channel: two batches in one millisecond take the next one
  for (let t = at.getTime(); ; t += 1) {
    const id = batchIdAt(new Date(t));
    const { rows } = await db.query(
      'SELECT 1 FROM delivery_batches WHERE channel_id = $1 AND batch_id = $2',
      [channelId, id],
    );
    if (rows.length === 0) return id;
  }
}

async function planFirstRun(
  deps: DeliveryDeps,
  p: DeliveryPayload,
  channel: ChannelView,
  ctx: JobContext,
): Promise<string> {
  const now = ctx.clock.now();
  const album = await findOwned(deps.db, p.orgId, 'album', p.albumId, { live: true });
  if (!album) throw new DeliveryRefused('album-gone', 'the album is no longer there');
  const contract = await activeContractFor(deps.db, p.orgId, now);
  const allowance = allowChannel(
    contract && {
      territories: contract.terms.territories,
      excludedChannels: contract.terms.excludedChannels,
      validTo: contract.terms.validTo,
    },
    {
      id: channel.id,
      code: channel.fields.code,
      nameZh: channel.fields.nameZh,
      nameEn: channel.fields.nameEn,
      enabled: channel.fields.enabled,
      capabilities: channel.fields.capabilities,
    },
    now.toISOString().slice(0, 10),
  );
  // a takedown is never refused by the contract (it may be why the album comes off): its deals end
  // in every territory and usage the channel takes
  if (!allowance.allowed && p.kind !== 'takedown')
    throw new DeliveryRefused(
      allowance.reason,
      `the contract does not allow this channel: ${allowance.reason}`,
    );
  const deal = allowance.allowed
    ? allowance
    : {
        territories: [...channel.fields.capabilities.territories],
        usages: [...new Set(channel.fields.capabilities.usages)],
      };
  // who the install is (issue 27): staff set it; until then nothing is sent as anyone
  const sender = await readSenderParty(deps.db);
  if (sender === null)
    throw new DeliveryRefused(
      'sender-not-configured',
      'this install has no DDEX sender yet: staff set its DDEX party ID and name',
    );
  const batchId = await freeBatchId(deps.db, channel.id, now);
  const { bundle } = await loadReleaseBundle(deps.db, p.orgId, album, now);
  const planned = planBatch({
    bundle: bundleForChannel(bundle, channel, deal, batchId, sender),
    batchId,
    createdAt: now.toISOString(),
    takedown:
      p.kind === 'takedown'
        ? {
            style: channel.fields.capabilities.takedownStyle,
            endDate: now.toISOString().slice(0, 10),
          }
        : null,
  });
  if (!planned.ok)
    throw new DeliveryRefused('ddex-invalid', planned.problems.map((pr) => pr.code).join(', '));
  const b = planned.batch;
  return deps.db.transaction((tx) =>
    insertBatch(
      tx,
      {
        batchId,
        channelId: channel.id,
        orgId: p.orgId,
        albumId: p.albumId,
        albumVersion: Number(album.version),
        kind: p.kind,
        messageId: `${bundle.message.messageId}-${batchId}`,
        releaseDir: b.releaseDir,
        messageFile: b.messageFile,
        messageSha256: b.messageSha256,
        messageXml: b.messageXml,
        manifestXml: b.manifestXml,
        jobId: ctx.jobId,
        files: b.files,
      },
      now,
    ),
  );
}

async function channelStateOf(db: Db, p: DeliveryPayload): Promise<number | null> {
  const { rows } = await db.query<{ state: number }>(
    'SELECT state FROM album_channels WHERE org_id = $1 AND album_id = $2 AND channel_id = $3',
    [p.orgId, p.albumId, p.channelId],
  );
  return rows[0]?.state ?? null;
}

async function deliver(deps: DeliveryDeps, p: DeliveryPayload, ctx: JobContext): Promise<void> {
  const channel = await getChannel(deps.db, p.channelId);
  if (!channel) throw new DeliveryRefused('channel-gone', 'the channel is no longer there');
  if (!(await batchOfJob(deps.db, ctx.jobId))) {
    // an update waits in 23; if the partner meanwhile took the album down or sent it again, that
    // move owns the channel and the update is dropped before anything is planned or sent
    if (p.kind === 'update' && (await channelStateOf(deps.db, p)) !== 23) return;
    await planFirstRun(deps, p, channel, ctx);
  }
  const batch = await batchOfJob(deps.db, ctx.jobId);
  if (!batch) throw new Error('the batch was not kept');
  const files = await batchFiles(deps.db, batch.ref);
  const transport = await openChannelTransport(deps, channel.fields.endpoint, () =>
    openChannelSecret(deps.db, channel.id, deps.secret),
  );
  try {
    await writeBatchFiles(
      {
        transport,
        openResource: async (file) => {
          const { rows } = await deps.db.query<{ object_key: string }>(
            'SELECT object_key FROM files WHERE org_id = $1 AND id = $2',
            [p.orgId, file.sourceFileId],
          );
          if (!rows[0])
            throw new DeliveryRefused('resource-gone', `${file.path}: the stored file is gone`);
          return deps.store.openRead(rows[0].object_key);
        },
        madeFiles: new Map([
          [batch.messageFile, Buffer.from(batch.messageXml, 'utf8')],
          [
            files.find((f) => f.role === 'manifest')?.path ?? '',
            Buffer.from(batch.manifestXml, 'utf8'),
          ],
        ]),
        onComplete: (file) => markFileWritten(deps.db, batch.ref, file.path, ctx.clock.now()),
      },
      batch.batchId,
      files,
    );
  } finally {
    await transport.close();
  }
  const now = ctx.clock.now();
  await deps.db.transaction(async (tx) => {
    await setBatchState(tx, batch.ref, 'sent', now);
    await applyChannelEvent(
      tx,
      { orgId: p.orgId, albumId: p.albumId, channelId: p.channelId, reviewStatus: 12 },
      p.kind === 'takedown' ? 'takedownSent' : 'batchSent',
      { batchId: batch.batchId, messageId: batch.messageId },
      now,
    );
  });
}

function failureCode(error: unknown): string {
  if (error instanceof DeliveryRefused) return error.code;
  if (error instanceof TransportError) return error.failure;
  return 'other';
}

/** The last word: the batch failed, and the channel shows 27 (26) with the reason. */
async function giveUp(
  deps: DeliveryDeps,
  p: DeliveryPayload,
  ctx: JobContext,
  error: unknown,
): Promise<void> {
  const now = ctx.clock.now();
  const text = error instanceof Error ? error.message : String(error);
  const batch = await batchOfJob(deps.db, ctx.jobId);
  await deps.db.transaction(async (tx) => {
    if (batch) await setBatchState(tx, batch.ref, 'failed', now, text);
    await applyChannelEvent(
      tx,
      { orgId: p.orgId, albumId: p.albumId, channelId: p.channelId, reviewStatus: 12 },
      'gaveUp',
      {
        answerCode: failureCode(error),
        answerText: text.slice(0, 2000),
        ...(batch ? { batchId: batch.batchId, messageId: batch.messageId } : {}),
      },
      now,
    );
  });
  await refreshAlbumReleaseStatus(deps.db, p.orgId, p.albumId);
}

export function deliveryHandler(deps: DeliveryDeps): JobHandler {
  return handleJob(deliveryJob, async (payload, ctx) => {
    try {
      await deliver(deps, payload, ctx);
    } catch (error) {
      const permanent =
        error instanceof PermanentJobError || (error instanceof TransportError && !error.retryable);
      // a stop or a lost lease is no verdict on the delivery: the next run resumes it
      if (ctx.signal.aborted || (!permanent && ctx.attempt < ctx.maxAttempts)) throw error;
      await giveUp(deps, payload, ctx, error);
      throw error instanceof PermanentJobError
        ? error
        : new PermanentJobError(failureCode(error), { cause: error });
    }
  });
}
