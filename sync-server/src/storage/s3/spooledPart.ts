// A part that arrives at the server (the spec's form uploads, /file/uploadImg and the like) goes on
// to S3 with a known length, which a PUT of one part needs: it is spooled to a temporary file first,
// counted and hashed on the way, and refused as soon as it passes its limit.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectStoreError } from '../objectStore';

export interface SpooledPart {
  path: string;
  size: number;
  /** hex, as S3's part ETag */
  md5: string;
  /** base64, as the Content-MD5 header S3 checks the part against */
  md5Base64: string;
  open(): Readable;
  remove(): Promise<void>;
}

export async function spoolPart(body: Readable, maxBytes: number): Promise<SpooledPart> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-part-'));
  const path = join(dir, 'part');
  const remove = () => rm(dir, { recursive: true, force: true });
  const md5 = createHash('md5');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes)
        return done(new ObjectStoreError('EntityTooLarge', `part over ${maxBytes} bytes`));
      md5.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, count, createWriteStream(path));
  } catch (error) {
    await remove();
    throw error;
  }
  const digest = md5.digest();
  return {
    path,
    size,
    md5: digest.toString('hex'),
    md5Base64: digest.toString('base64'),
    open: () => createReadStream(path),
    remove,
  };
}
