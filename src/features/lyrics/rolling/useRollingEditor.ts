// The rolling lyrics editor's state: the track's lyrics records, the lines of the version being
// timed (earlier rolling lyrics, else the original), the stamps, and saving the LRC and the
// traditional-Chinese version through the lyrics pipeline.
import { useEffect, useReducer, useState } from 'react';
import { createRecord, updateRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Lyrics, Track } from '../../../domain/catalogue';
import {
  buildLrc,
  checkRollingStamps,
  rollingReadiness,
  traditionalReadiness,
  type RollingCode,
  type RollingIssue,
} from '../../../domain/media/rollingLyrics';
import { startUpload } from '../../../uploads/uploader';
import { loadLyricsLines } from './loadLyricsLines';
import {
  initialStampState,
  stampReducer,
  type StampAction,
  type StampState,
} from './rollingStamps';
import { saveLyricsVersion, type LyricsVersionKind, type SaveResult } from './saveLyricsVersion';
import { convertToTraditional } from './traditional';
import { reportError } from '../../../data/errorLog';

const saveDeps = { startUpload, createRecord, updateRecord };

export type LoadState =
  { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; code: RollingCode | 'load-failed' };

type SaveFailure = Exclude<SaveResult, { ok: true }>;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'issues'; issues: RollingIssue[] }
  | ({ kind: 'refused' } & Extract<SaveFailure, { reason: 'refused' }>)
  | { kind: 'saveFailed' };

export type ConvertState =
  | { kind: 'idle' }
  | { kind: 'converting' }
  | { kind: 'failed'; code: 'convert-failed' | RollingCode }
  | { kind: 'done'; text: string; format: 'lrc' | 'txt' };

export interface RollingEditor {
  /** what is missing before lines can be timed (audio, verified audio, lyrics) */
  readiness: RollingIssue | null;
  load: LoadState;
  stamps: StampState;
  dispatch(action: StampAction): void;
  /** order and beyond-track problems of the stamps as they are (missing stamps are not listed) */
  lineIssues: RollingIssue[];
  save: SaveState;
  saveRolling(): Promise<void>;
  convert: ConvertState;
  convertTraditional(): Promise<void>;
  traditionalSave: SaveState;
  saveTraditional(): Promise<void>;
}

function pick(rows: Lyrics[] | undefined, kind: Lyrics['kind']): Lyrics | null {
  return rows?.find((r) => r.kind === kind) ?? null;
}

/**
 * `isAudioVerified`: the server has verified the track's audio, as the record says or, before the
 * rewritten record is pulled, as this tab's upload or the file record says (TrackAudioRow's rule).
 */
export function useRollingEditor(track: Track, isAudioVerified: boolean): RollingEditor {
  const rows = useRecords('lyrics', { where: { field: 'trackId', equals: track.id } });
  const original = pick(rows, 'original');
  const rolling = pick(rows, 'rolling');
  const traditional = pick(rows, 'traditional');
  const source = rolling ?? original;
  const audio = track.audio;
  const verifiedAt = audio?.verifiedAt ?? (isAudioVerified ? 'verified' : null);
  const readiness =
    rows === undefined
      ? null
      : rollingReadiness({
          audio: audio && { durationMs: audio.durationMs, verifiedAt },
          hasLyrics: source !== null,
        });
  const durationMs = audio?.durationMs ?? null;

  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [stamps, dispatch] = useReducer(stampReducer, [], initialStampState);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [convert, setConvert] = useState<ConvertState>({ kind: 'idle' });
  const [traditionalSave, setTraditionalSave] = useState<SaveState>({ kind: 'idle' });

  // read the lines once per source version (a save here makes the saved LRC the source: same lines)
  const sourceKey = source ? `${source.id}:${source.file?.path ?? ''}` : '';
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    if (source === null || sourceKey === loadedKey) return;
    let live = true;
    setLoad((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    void loadLyricsLines(source).then((result) => {
      if (!live) return;
      setLoadedKey(sourceKey);
      if (!result.ok) return setLoad({ kind: 'failed', code: result.code });
      dispatch({ type: 'load', lines: result.lines });
      setLoad({ kind: 'ready' });
    });
    return () => {
      live = false;
    };
  }, [source, sourceKey, loadedKey]);

  const lineIssues = checkRollingStamps(stamps.lines, durationMs).filter(
    (i) => i.code !== 'rolling-stamp-missing' && i.code !== 'rolling-lyrics-empty',
  );

  async function saveVersion(
    kind: LyricsVersionKind,
    format: 'lrc' | 'txt',
    text: string,
    existing: Lyrics | null,
  ): Promise<SaveState> {
    const result = await saveLyricsVersion({ track, kind, format, text, existing }, saveDeps);
    if (result.ok) return { kind: 'saved' };
    return result.reason === 'refused' ? { kind: 'refused', ...result } : { kind: 'saveFailed' };
  }

  async function saveRolling(): Promise<void> {
    const issues = checkRollingStamps(stamps.lines, durationMs);
    if (issues.length > 0) return setSave({ kind: 'issues', issues });
    setSave({ kind: 'saving' });
    setSave(
      await saveVersion('rolling', 'lrc', buildLrc(stamps.lines, { title: track.name }), rolling),
    );
  }

  async function convertTraditional(): Promise<void> {
    const notReady = traditionalReadiness(original ? { lines: stamps.lines } : null);
    if (notReady) return setConvert({ kind: 'failed', code: notReady.code });
    const isTimed = checkRollingStamps(stamps.lines, durationMs).length === 0;
    const text = isTimed
      ? buildLrc(stamps.lines, { title: track.name })
      : `${stamps.lines.map((l) => l.text).join('\n')}\n`;
    setConvert({ kind: 'converting' });
    setTraditionalSave({ kind: 'idle' });
    try {
      setConvert({
        kind: 'done',
        text: await convertToTraditional(text),
        format: isTimed ? 'lrc' : 'txt',
      });
    } catch (error) {
      reportError('lyrics.convertTraditional', error);
      setConvert({ kind: 'failed', code: 'convert-failed' });
    }
  }

  async function saveTraditional(): Promise<void> {
    if (convert.kind !== 'done') return;
    setTraditionalSave({ kind: 'saving' });
    setTraditionalSave(await saveVersion('traditional', convert.format, convert.text, traditional));
  }

  return {
    readiness,
    load,
    stamps,
    dispatch,
    lineIssues,
    save,
    saveRolling,
    convert,
    convertTraditional,
    traditionalSave,
    saveTraditional,
  };
}
