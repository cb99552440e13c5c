// Step 3's work: the chosen folders' files, matched to the playlist's albums and tracks, then each
// matched file checked in the header worker (covers first, audio, then lyrics against their
// track's length) before anything is uploaded.
import { useCallback, useRef, useState } from 'react';
import type {
  MaterialMatch,
  MaterialMissing,
  PlaylistAlbum,
} from '../../domain/batch/playlistTypes';
import type { FilePurpose } from '../../domain/media/filePolicy';
import { hasBlockingIssue, type FileCheck } from '../../uploads/checkFile';
import type { FolderFile } from './folder/readFolder';
import { PURPOSE_OF, START_ORDER, type AcceptedMaterial } from './run/batchPlan';
import { playlistServices } from './playlistServices';
import { reportError } from '../../data/errorLog';

export type CheckFn = (
  file: File,
  purpose: FilePurpose,
  options: { durationMs?: number | null },
) => Promise<FileCheck>;

/** A chosen file that will not be uploaded, with why: a match issue code or the check's issues. */
export interface RefusedMaterial {
  path: string;
  name: string;
  matchIssue: string | null;
  check: FileCheck | null;
}

export interface MaterialsState {
  status: 'idle' | 'reading' | 'checking' | 'ready';
  total: number;
  done: number;
  accepted: AcceptedMaterial[];
  refused: RefusedMaterial[];
  missing: MaterialMissing[];
  files: ReadonlyMap<string, File>;
}

export const NO_MATERIALS: MaterialsState = {
  status: 'idle',
  total: 0,
  done: 0,
  accepted: [],
  refused: [],
  missing: [],
  files: new Map(),
};

interface Matched {
  path: string;
  file: File;
  target: NonNullable<MaterialMatch['entries'][number]['target']>;
}

/** Audio first so a lyrics file is checked against its track's length. */
function checkOrder(a: Matched, b: Matched): number {
  return (
    START_ORDER.indexOf(PURPOSE_OF[a.target.kind]) - START_ORDER.indexOf(PURPOSE_OF[b.target.kind])
  );
}

export async function checkMatched(
  matched: readonly Matched[],
  check: CheckFn,
  onProgress: (done: number) => void,
): Promise<{ accepted: AcceptedMaterial[]; refused: RefusedMaterial[] }> {
  const accepted: AcceptedMaterial[] = [];
  const refused: RefusedMaterial[] = [];
  const durations = new Map<string, number>();
  let done = 0;
  for (const m of [...matched].sort(checkOrder)) {
    const { target, file } = m;
    const trackKey = target.kind === 'cover' ? '' : `${target.folder}\n${target.trackRow}`;
    let result: FileCheck | null;
    try {
      result = await check(file, PURPOSE_OF[target.kind], {
        durationMs: target.kind === 'lyrics' ? (durations.get(trackKey) ?? null) : null,
      });
    } catch (error) {
      reportError('batch.checkMaterial', error);
      result = null;
    }
    if (result === null || hasBlockingIssue(result))
      refused.push({ path: m.path, name: file.name, matchIssue: null, check: result });
    else {
      if (result.facts?.kind === 'audio') durations.set(trackKey, result.facts.durationMs);
      accepted.push({
        path: m.path,
        name: file.name,
        size: file.size,
        lastModified: file.lastModified,
        target,
        facts: result.facts,
      });
    }
    onProgress(++done);
  }
  return { accepted, refused };
}

export function useMaterials(albums: readonly PlaylistAlbum[], check: CheckFn) {
  const [state, setState] = useState<MaterialsState>(NO_MATERIALS);
  const generation = useRef(0);

  const choose = useCallback(
    async (files: readonly FolderFile[]) => {
      const run = ++generation.current;
      const byPath = new Map(files.map((f) => [f.path, f.file]));
      const match = playlistServices.match(
        albums,
        files.map((f) => ({ path: f.path, size: f.file.size })),
      );
      const matched: Matched[] = [];
      const unmatched: RefusedMaterial[] = [];
      for (const entry of match.entries) {
        const file = byPath.get(entry.path);
        if (entry.ignored || file === undefined) continue;
        if (entry.target !== null && entry.issue === null)
          matched.push({ path: entry.path, file, target: entry.target });
        else
          unmatched.push({
            path: entry.path,
            name: file.name,
            matchIssue: entry.issue ?? 'material-folder-unknown',
            check: null,
          });
      }
      setState({
        ...NO_MATERIALS,
        status: 'checking',
        total: matched.length,
        missing: match.missing,
        refused: unmatched,
        files: byPath,
      });
      const { accepted, refused } = await checkMatched(matched, check, (done) => {
        if (run === generation.current) setState((s) => ({ ...s, done }));
      });
      if (run !== generation.current) return;
      setState((s) => ({ ...s, status: 'ready', accepted, refused: [...s.refused, ...refused] }));
    },
    [albums, check],
  );

  const reading = useCallback(() => {
    generation.current++;
    setState({ ...NO_MATERIALS, status: 'reading' });
  }, []);

  const clear = useCallback(() => {
    generation.current++;
    setState(NO_MATERIALS);
  }, []);

  return { state, choose, reading, clear };
}
