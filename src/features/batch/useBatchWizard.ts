// The batch wizard's state (spec section 2): the authorizing party, the parsed playlist, the
// checked material files, and the finish that saves the plan and hands it to the runner. The batch
// id is chosen once per wizard, so finishing twice finds the saved plan instead of making a new one.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadPlaylistLookups } from '../../data/batchRepo';
import {
  isPlaylistRefusal,
  type ParsedPlaylist,
  type PlaylistLookups,
  type PlaylistRefusal,
} from '../../domain/batch/playlistTypes';
import { createUuidV7 } from '../../domain/sync/uuidv7';
import { checkFileInWorker } from '../../uploads/probeClient';
import { playlistServices } from './playlistServices';
import { appBatchRunner } from './run/appBatchRunner';
import { buildBatchPlan } from './run/batchPlan';
import { useMaterials, type CheckFn } from './useMaterials';
import { reportError } from '../../data/errorLog';

export const BATCH_STEPS = ['party', 'playlist', 'materials', 'finish'] as const;
export type BatchStep = (typeof BATCH_STEPS)[number];

export const newBatchId = createUuidV7(
  () => Date.now(),
  (n) => crypto.getRandomValues(new Uint8Array(n)),
);

export type SheetState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'read'; fileName: string; parsed: ParsedPlaylist }
  | { status: 'refused'; fileName: string; refusal: PlaylistRefusal }
  | { status: 'failed'; fileName: string };

const check: CheckFn = (file, purpose, options) => checkFileInWorker(file, purpose, options);

export function isXlsxName(name: string): boolean {
  return name.toLowerCase().endsWith('.xlsx');
}

export function useBatchWizard(onFinished: (batchId: string) => void) {
  const [step, setStep] = useState<BatchStep>('party');
  const [partyId, setPartyId] = useState('');
  const [lookups, setLookups] = useState<PlaylistLookups | null>(null);
  const [sheet, setSheet] = useState<SheetState>({ status: 'idle' });
  const [isFinishing, setFinishing] = useState(false);
  const batchId = useRef(newBatchId());
  const sheetRun = useRef(0);

  useEffect(() => {
    let live = true;
    setLookups(null);
    if (partyId !== '')
      void loadPlaylistLookups(partyId).then((found) => live && setLookups(found));
    return () => {
      live = false;
    };
  }, [partyId]);

  const albums = useMemo(() => (sheet.status === 'read' ? sheet.parsed.albums : []), [sheet]);
  const materials = useMaterials(albums, check);

  const chooseParty = (id: string) => {
    if (id === partyId) return;
    setPartyId(id);
    setSheet({ status: 'idle' });
    materials.clear();
  };

  const chooseSheet = useCallback(
    async (file: File) => {
      const run = ++sheetRun.current;
      materials.clear();
      if (lookups === null) return;
      setSheet({ status: 'reading', fileName: file.name });
      try {
        const answer = await playlistServices.parse(file, lookups);
        if (run !== sheetRun.current) return;
        setSheet(
          isPlaylistRefusal(answer)
            ? { status: 'refused', fileName: file.name, refusal: answer }
            : { status: 'read', fileName: file.name, parsed: answer },
        );
      } catch (error) {
        reportError('batch.readPlaylist', error);
        if (run === sheetRun.current) setSheet({ status: 'failed', fileName: file.name });
      }
    },
    [lookups, materials],
  );

  const canLeave: Record<BatchStep, boolean> = {
    party: partyId !== '' && lookups !== null,
    playlist: albums.length > 0,
    materials: materials.state.status === 'idle' || materials.state.status === 'ready',
    finish: false,
  };

  const finish = async () => {
    if (isFinishing || sheet.status !== 'read') return;
    setFinishing(true);
    try {
      const plan = buildBatchPlan({
        batchId: batchId.current,
        authorizationCompanyId: partyId,
        playlistName: sheet.fileName,
        albums,
        materials: materials.state.accepted,
        newId: newBatchId,
        now: new Date().toISOString(),
      });
      const files = new Map(
        materials.state.accepted.flatMap((m) => {
          const file = materials.state.files.get(m.path);
          return file === undefined ? [] : [[m.path, file] as const];
        }),
      );
      // the runner goes on by itself; the page shows its saved progress from here
      const { batchId: saved, done } = await appBatchRunner.finish(plan, files);
      onFinished(saved);
      await done;
    } finally {
      setFinishing(false);
    }
  };

  return {
    step,
    setStep,
    partyId,
    chooseParty,
    lookups,
    sheet,
    chooseSheet,
    albums,
    materials,
    canLeave,
    finish,
    isFinishing,
  };
}

export type BatchWizardState = ReturnType<typeof useBatchWizard>;
