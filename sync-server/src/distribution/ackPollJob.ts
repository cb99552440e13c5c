// The `distribution.ackPoll` job: for every channel with albums waiting for an answer (21, 25)
// whose batch went out, looks for the channel's acknowledgement of the message, keeps it (bytes,
// hash, parsed status) and moves the album to 22/27 (24/26 for a takedown) with the channel's own
// text. A channel that never answers leaves the album in 21 with its age (sent_at) to show.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  acknowledgementFolder,
  isAcknowledgementFileName,
} from '../../../src/domain/ddex/acknowledgement';
import { ackFileNames, parseAck, type ParsedAck } from '../../../src/domain/distribution/ack';
import type { Db } from '../db/db';
import { defineJobKind, handleJob, type JobHandler, type JobLogger } from '../jobs/kind';
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

/** At most this many files of a batch's acknowledgements/ folder are read per poll. */
const ACK_FOLDER_MAX_FILES = 50;

/**
 * The ECHO SFTP choreography's place (ECHO 1.7 SFTP, 8.3 and 8.4): the batch folder's
 * acknowledgements/, its answers named ACK_<date and time>_<ReleaseId>.xml. Their names carry no
 * message id, so only an answer naming this batch's message (and no other) is taken from there.
 */
async function findStandardAnswer(
  transport: DeliveryTransport,
  batchId: string,
  messageId: string,
): Promise<{ name: string; raw: Buffer; parsed: ParsedAck } | null> {
  const dir = acknowledgementFolder(batchId);
  const found = await transport.stat(dir);
  if (!found?.isDirectory) return null;
  const names = (await transport.list(dir))
    .filter((e) => !e.isDirectory && e.size <= ACK_MAX_BYTES && isAcknowledgementFileName(e.name))
    .map((e) => e.name)
    .sort()
    .slice(0, ACK_FOLDER_MAX_FILES);
  for (const name of names) {
    const raw = await transport.readFile(`${dir}/${name}`, ACK_MAX_BYTES);
    const parsed = parseAck(name, raw.toString('utf8'));
    const ids = parsed?.acknowledgedMessageIds ?? [];
    if (parsed && ids.length > 0 && ids.every((id) => id === messageId))
      return { name, raw, parsed };
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
      let answer = await findAnswer(transport, dir, batch.messageFile);
      let parsed = answer ? parseAck(answer.name, answer.raw.toString('utf8')) : null;
      // an answer bound to another message (an earlier release's, another batch's) is never
      // applied: it must not complete this batch (issue 27; rule in ddex/acknowledgement.ts)
      if (parsed?.acknowledgedMessageIds.some((id) => id !== batch.messageId)) parsed = null;
      if (!parsed) {
        const standard = await findStandardAnswer(transport, batch.batchId, batch.messageId);
        if (standard) {
          answer = standard;
          parsed = standard.parsed;
        }
      }
      if (!answer || !parsed) continue;
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

/** What one poll run did: answers applied, channels read, skipped (not due) and failed. */
export interface AckPollRun {
  moved: number;
  polled: string[];
  skipped: string[];
  failed: Array<{ channelId: string; error: string }>;
}

/**
 * A channel is due when it was never read, or read at least its own ackPollSeconds ago, or "read"
 * more than a period ahead of now: the clock was set back (an NTP step, the e2e's moved clock
 * reset), and waiting for it to catch up would leave the channel unread for that long.
 */
async function claimDueChannel(
  db: Db,
  channelId: string,
  everySeconds: number,
  at: Date,
): Promise<boolean> {
  // the claim is the write: two instances polling at once cannot both take the same period
  const { rows } = await db.query<{ id: string }>(
    `UPDATE channels SET ack_polled_at = $2
      WHERE id = $1 AND (ack_polled_at IS NULL
        OR ack_polled_at <= $2::timestamptz - make_interval(secs => $3)
        OR ack_polled_at > $2::timestamptz + make_interval(secs => $3))
      RETURNING id`,
    [channelId, at, everySeconds],
  );
  return rows.length === 1;
}

/**
 * Reads every enabled channel that is due. One channel's failure (its server down, a refused key)
 * is kept on that channel (ack_poll_error) and does not stop the others.
 */
export async function pollAcknowledgements(
  deps: AckPollDeps,
  now: () => Date,
  log?: JobLogger,
): Promise<AckPollRun> {
  const run: AckPollRun = { moved: 0, polled: [], skipped: [], failed: [] };
  for (const channel of await listChannels(deps.db, { enabledOnly: true })) {
    const at = now();
    if (!(await claimDueChannel(deps.db, channel.id, channel.fields.ackPollSeconds, at))) {
      run.skipped.push(channel.id);
      continue;
    }
    try {
      run.moved += await pollChannel(deps, channel, now);
      run.polled.push(channel.id);
      await deps.db.query(
        'UPDATE channels SET ack_poll_error = NULL, ack_poll_failed_at = NULL WHERE id = $1',
        [channel.id],
      );
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      run.failed.push({ channelId: channel.id, error: text });
      log?.warn({ err: error, channelId: channel.id }, 'a channel could not be read for answers');
      await deps.db.query(
        'UPDATE channels SET ack_poll_error = $2, ack_poll_failed_at = $3 WHERE id = $1',
        [channel.id, text, at],
      );
    }
  }
  return run;
}

export function ackPollHandler(deps: AckPollDeps): JobHandler {
  return handleJob(ackPollJob, async (_payload, ctx) => {
    await pollAcknowledgements(deps, () => ctx.clock.now(), ctx.log);
  });
}
