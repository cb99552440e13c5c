import { Button, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, Track } from '../../../domain/catalogue';
import type { Accompaniment, TrackClip } from '../../../domain/catalogue/media';
import { AccompanimentDrawer } from '../accompaniment/AccompanimentDrawer';
import { ClipDrawer } from './ClipDrawer';
import { ConfirmDeleteDialog } from '../shared/media/ConfirmDeleteDialog';
import { isTrackMediaEditable } from './mediaEditability';
import { mediaTabMessages as m } from './messages';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';
import { TrackAccompanimentTable } from './TrackAccompanimentTable';
import { TrackClipTable } from './TrackClipTable';

type Open =
  | { kind: 'clip'; clip: TrackClip | null }
  | { kind: 'accompaniment'; accompaniment: Accompaniment | null }
  | { kind: 'delete'; title: string; run(): Promise<void> }
  | null;

interface Props {
  track: Track;
  album: Album | null;
  /** the album tab shows the track's name as the group heading; the track tab has it in its frame */
  showTrackName: boolean;
}

/** One track's clips and accompaniments with the add drawers, edit and delete. */
export function TrackMediaGroup({ track, album, showTrackName }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const [open, setOpen] = useState<Open>(null);
  const clips = useRecords('trackClip', { where: { field: 'trackId', equals: track.id }, orderBy: 'updatedAt' });
  const accompaniments = useRecords('accompaniment', { where: { field: 'trackId', equals: track.id }, orderBy: 'updatedAt' });
  const clipsEditable = isTrackMediaEditable(album, 'trackClip');
  const accEditable = isTrackMediaEditable(album, 'accompaniment');
  const close = () => setOpen(null);
  const headingId = `media-group-${track.id}`;

  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="track-media-group" data-track-id={track.id}>
      {showTrackName && (
        <Subtitle1 as="h2" id={headingId} className={styles.heading}>
          {track.name}
        </Subtitle1>
      )}
      <div className={styles.groupHead}>
        <Subtitle2 as={showTrackName ? 'h3' : 'h2'} id={showTrackName ? undefined : headingId} className={styles.groupTitle}>
          {intl.formatMessage(m.clips)}
        </Subtitle2>
        <Button
          icon={<AddRegular />}
          disabled={!clipsEditable}
          aria-label={intl.formatMessage(m.addClipFor, { track: track.name })}
          onClick={() => setOpen({ kind: 'clip', clip: null })}
          data-testid="add-clip"
        >
          {intl.formatMessage(m.addClip)}
        </Button>
      </div>
      <TrackClipTable
        trackName={track.name}
        clips={clips}
        editable={clipsEditable}
        onEdit={(clip) => setOpen({ kind: 'clip', clip })}
        onDelete={(target) => setOpen({ kind: 'delete', ...target })}
      />
      <div className={styles.groupHead}>
        <Subtitle2 as={showTrackName ? 'h3' : 'h2'} className={styles.groupTitle}>
          {intl.formatMessage(m.accompaniments)}
        </Subtitle2>
        <Button
          icon={<ArrowUploadRegular />}
          disabled={!accEditable}
          aria-label={intl.formatMessage(m.addAccompanimentFor, { track: track.name })}
          onClick={() => setOpen({ kind: 'accompaniment', accompaniment: null })}
          data-testid="add-accompaniment"
        >
          {intl.formatMessage(m.addAccompaniment)}
        </Button>
      </div>
      <TrackAccompanimentTable
        trackName={track.name}
        accompaniments={accompaniments}
        editable={accEditable}
        onEdit={(accompaniment) => setOpen({ kind: 'accompaniment', accompaniment })}
        onDelete={(target) => setOpen({ kind: 'delete', ...target })}
      />
      {open?.kind === 'clip' && <ClipDrawer clip={open.clip} trackId={track.id} onClose={close} />}
      {open?.kind === 'accompaniment' && <AccompanimentDrawer accompaniment={open.accompaniment} trackId={track.id} onClose={close} />}
      {open?.kind === 'delete' && <ConfirmDeleteDialog title={open.title} onConfirm={open.run} onClose={close} />}
    </section>
  );
}
