// Recognises the container by its magic bytes (never the file name) and hands it to its parser.
// Every read goes through one budgeted ProbeReader; a throw anywhere still ends as 'audio-corrupt'.
import { fourcc, hasBytes, ProbeReader, startsWith } from '../binary';
import type { ByteSource } from '../byteSource';
import { parseAiff } from './aiff';
import { parseFlac } from './flac';
import { id3v2Length } from './id3';
import { parseMp3, readFrameHeader } from './mp3';
import { parseMp4 } from './mp4';
import { corrupt, notAudio, type AudioProbe } from './types';
import { parseWav } from './wav';

/** QuickTime files without 'ftyp' start with one of these top-level boxes. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide']);

export async function probeAudio(src: ByteSource): Promise<AudioProbe> {
  try {
    const r = new ProbeReader(src);
    if (r.size === 0) return { ok: false, code: 'file-empty' };
    const head = await r.read(0, 16);
    if (startsWith(head, 0, 'RIFF') || startsWith(head, 0, 'RF64') || startsWith(head, 0, 'BW64'))
      return await parseWav(r);
    if (startsWith(head, 0, 'fLaC')) return await parseFlac(r);
    if (startsWith(head, 0, 'FORM')) return await parseAiff(r);
    if (
      hasBytes(head, 0, 8) &&
      (fourcc(head, 4) === 'ftyp' || QUICKTIME_FIRST_BOXES.has(fourcc(head, 4)))
    ) {
      return await parseMp4(r);
    }
    if (startsWith(head, 0, 'ID3')) {
      const tagLength = id3v2Length(head);
      if (tagLength === 0) return corrupt;
      const after = await r.read(tagLength, 4);
      return startsWith(after, 0, 'fLaC')
        ? await parseFlac(r, tagLength)
        : await parseMp3(r, tagLength);
    }
    if (readFrameHeader(head, 0) !== null) return await parseMp3(r);
    return notAudio;
  } catch {
    // a header that reads past its end or lies about sizes: the user's file is corrupt
    return corrupt;
  }
}
