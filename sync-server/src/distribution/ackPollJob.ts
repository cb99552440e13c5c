// The `distribution.ackPoll` job: for every channel with albums waiting for an answer (21, 25)
// whose batch went out, looks for the channel's acknowledgement of the message, keeps it (bytes,
// hash, parsed status) and moves the album to 22/27 (24/26 for a takedown) with the channel's own
// text. A channel that never answers leaves the album in 21 with its age (sent_at) to show.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ackFileNames, parseAck } from '../../../src/domain/distribution/ack';
import type { Db } from '../db/db';
import { defineJobKind, handleJob, type JobHandler } from '../jobs/kind';
import { applyChannelEvent, waitingAlbumChannels } from './albumChannelStore';
import { refreshAlbumReleaseStatus } from './albumRelease';
import { batchByChannelId, keepAck, setBatchState } from './batchStore';
import { openChannelTransport, type TransportFactoryDeps } from './channelTransport';
import { listChannels, openChannelSecret } from './channelStore';
import type { DeliveryTransport } from './transport';

/** An acknowledgement larger than this is no acknowledgement (it is not read into memory). */
const ACK_MAX_BYTES = 1024 * 1024;

export const ackPollJob = defineJobKind('distribution.ackPoll', z.object({}), {
  maxAttempts: 3,
  backoff: { baseMs: 30_000, maxMs: 5 * 60_000 },
  timeoutMs: 10 * 60_000,
});

export interface AckPollDeps extends TransportFactoryDeps {
  db: Db;
  secret: string;
}

async function findAnswer(
  transport: DeliveryTransport,
  dir: string,
  messageFile: string,
): Promise<{ name: string; raw: Buffer } | null> {
  for (const name of ackFileNames(messageFile)) {
    const file = dir === '' ? name : `${dir}/${name}`;
    const found = await transport.stat(file);
    if (found && !found.isDirectory)
      return { name, raw: await transport.readFile(file, ACK_MAX_BYTES) };
  }
  return null;
}

/** Reads the answers of one channel's waiting albums; returns how many moved. */
async function pollChannel(
  deps: AckPollDeps,
  channel: Awaited<ReturnType<typeof listChannels>>[number],
  now: () => Date,
): Promise<number> {
  const waiting = (await waitingAlbumChannels(deps.db, channel.id)).filter(
    (w) => w.sentAt !== null && w.lastBatchId !== null,
  );
  if (waiting.length === 0) return 0;
  const transport = await openChannelTransport(deps, channel.fields.endpoint, () =>
    openChannelSecret(deps.db, channel.id, deps.secret),
  );
  let moved = 0;
  try {
    for (const w of waiting) {
      const batch = await batchByChannelId(deps.db, channel.id, w.lastBatchId ?? '');
      if (!batch || batch.orgId !== w.orgId) continue;
      const messageDir = `${batch.batchId}/${batch.releaseDir}`;
      const dir = channel.fields.ackFolder === '' ? messageDir : channel.fields.ackFolder;
      const answer = await findAnswer(transport, dir, batch.messageFile);
      if (!answer) continue;
      const parsed = parseAck(answer.name, answer.raw.toString('utf8'));
      if (!parsed) continue;
      const at = now();
      await deps.db.transaction(async (tx) => {
        const kept = await keepAck(
          tx,
          batch.ref,
          {
            fileName: answer.name,
            raw: answer.raw,
            sha256: createHash('sha256').update(answer.raw).digest('hex'),
            fileStatus: parsed.fileStatus,
            ok: parsed.ok,
            errorText: parsed.errorText,
          },
          at,
        );
        if (!kept) return;
        await setBatchState(tx, batch.ref, 'answered', at);
        const takedown = w.state === 25;
        const event = takedown
          ? parsed.ok
            ? 'takedownOk'
            : 'takedownFailed'
          : parsed.ok
            ? 'ackOk'
            : 'ackFailed';
        const r = await applyChannelEvent(
          tx,
          { orgId: w.orgId, albumId: w.albumId, channelId: channel.id, reviewStatus: 12 },
          event,
          { answerCode: parsed.fileStatus, answerText: parsed.errorText },
          at,
        );
        if (r.ok) moved += 1;
      });
      await refreshAlbumReleaseStatus(deps.db, w.orgId, w.albumId);
    }
  } finally {
    await transport.close();
  }
  return moved;
}

export async function pollAcknowledgements(deps: AckPollDeps, now: () => Date): Promise<number> {
  let moved = 0;
  for (const channel of await listChannels(deps.db, { enabledOnly: true }))
    moved += await pollChannel(deps, channel, now);
  return moved;
}

export function ackPollHandler(deps: AckPollDeps): JobHandler {
  return handleJob(ackPollJob, async (_payload, ctx) => {
    await pollAcknowledgements(deps, () => ctx.clock.now());
  });
}
