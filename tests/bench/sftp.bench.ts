// `npm run bench -- sftp`: 20 real-size WAVs (4 min, 16-bit, 44.1 kHz stereo, ~42 MB each, noise and
// silence so nothing compresses them away) put to a loopback sshd through the SFTP transport, against
// OpenSSH's own `sftp -b` putting the same files in the same run. Goal: the transport >= 80 % of it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSftpTransport } from '../../sync-server/src/distribution/sftpTransport';
import { startSshd, type RunningSshd } from '../../sync-server/test/sshd';
import { wavHeader } from '../support/wavFiles';
import type { Figure } from './harness';

const FILES = Number(process.env.SFTP_BENCH_FILES ?? 20);
const SECONDS = Number(process.env.SFTP_BENCH_SECONDS ?? 240);
const MiB = 1024 * 1024;

/** Alternating MiBs of noise and silence: real-size audio that SSH cannot shrink. */
async function writeNoisyWav(file: string, dataBytes: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(wavHeader(dataBytes));
  const noise = randomBytes(MiB);
  const silence = Buffer.alloc(MiB);
  for (let at = 0; at < dataBytes; at += MiB) {
    const block = (at / MiB) % 2 === 0 ? noise : silence;
    if (!out.write(block.subarray(0, Math.min(MiB, dataBytes - at)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function sftpBatch(sshd: RunningSshd, files: string[], target: string): number {
  const batch = path.join(path.dirname(files[0]), 'batch.txt');
  writeFileSync(batch, files.map((file) => `put ${file} ${target}/\n`).join(''));
  const started = performance.now();
  const run = spawnSync(
    'sftp',
    [
      '-q',
      '-b',
      batch,
      '-i',
      sshd.privateKeyFile,
      '-o',
      'StrictHostKeyChecking=no',
      '-o',
      'UserKnownHostsFile=/dev/null',
      '-o',
      'LogLevel=ERROR',
      '-P',
      String(sshd.port),
      `${sshd.username}@${sshd.host}`,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`sftp -b failed: ${run.stderr}`);
  return performance.now() - started;
}

async function transportPut(
  sshd: RunningSshd,
  files: string[],
  target: string,
  concurrency: number,
  sizeBytes: number,
): Promise<number> {
  const transport = createSftpTransport({
    ...sshd,
    remoteRoot: target,
    // to try other windows: SFTP_BENCH_CHUNK=262144 SFTP_BENCH_IN_FLIGHT=8 npm run bench -- sftp
    chunkBytes: process.env.SFTP_BENCH_CHUNK ? Number(process.env.SFTP_BENCH_CHUNK) : undefined,
    maxWritesInFlight: process.env.SFTP_BENCH_IN_FLIGHT
      ? Number(process.env.SFTP_BENCH_IN_FLIGHT)
      : undefined,
  });
  const queue = [...files];
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          const source = file;
          await transport.writeFile(
            path.basename(source),
            () => createReadStream(source, { highWaterMark: MiB }),
            sizeBytes,
          );
        }
      }),
    );
    return performance.now() - started;
  } finally {
    await transport.close();
  }
}

export async function benchSftp(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sftp-bench-'));
  const dataBytes = SECONDS * 44100 * 2 * 2;
  const sizeBytes = dataBytes + 44;
  const files = Array.from({ length: FILES }, (_, i) => path.join(dir, `track-${i + 1}.wav`));
  for (const file of files) await writeNoisyWav(file, dataBytes);
  const total = (FILES * sizeBytes) / 1e6;
  const sshd = await startSshd();
  const target = (name: string): string => {
    const folder = path.join(sshd.root, name);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
    return folder;
  };
  try {
    // alternate the two so the page cache and the machine's load fall on both alike
    const plain: number[] = [];
    const ours: Record<number, number[]> = { 1: [], 4: [] };
    for (let round = 0; round < 2; round++) {
      plain.push(sftpBatch(sshd, files, target('plain')));
      for (const concurrency of [1, 4])
        ours[concurrency].push(
          await transportPut(sshd, files, target(`ours-${concurrency}`), concurrency, sizeBytes),
        );
    }
    const best = (times: number[]): number => Math.min(...times);
    const mbps = (ms: number): number => total / (ms / 1000);
    return [
      {
        name: `files (${FILES} WAVs of ${(sizeBytes / 1e6).toFixed(1)} MB)`,
        value: total,
        unit: 'MB',
      },
      { name: 'sftp -b put (OpenSSH client)', value: mbps(best(plain)), unit: 'MB/s' },
      { name: 'transport, one file at a time', value: mbps(best(ours[1])), unit: 'MB/s' },
      { name: 'transport, 4 files at once', value: mbps(best(ours[4])), unit: 'MB/s' },
      {
        name: 'transport (one at a time) / sftp -b',
        value: (100 * best(plain)) / best(ours[1]),
        unit: '%',
        budget: 80,
        higherIsBetter: true,
      },
      {
        name: 'transport (4 at once) / sftp -b',
        value: (100 * best(plain)) / best(ours[4]),
        unit: '%',
        budget: 80,
        higherIsBetter: true,
      },
    ];
  } finally {
    await sshd.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
