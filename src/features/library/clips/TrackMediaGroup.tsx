import { Button, Subtitle1, Subtitle2 } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, Track } from '../../../domain/catalogue';
import type { Accompaniment, TrackClip } from '../../../domain/catalogue/media';
import { AccompanimentDrawer } from '../accompaniment/AccompanimentDrawer';
import { ClipDrawer } from './ClipDrawer';
import { ConfirmDeleteDialog } from '../shared/media/ConfirmDeleteDialog';
import { MediaTable } from '../shared/media/MediaTable';
import { accompanimentColumns, clipColumns } from './mediaColumns';
import { isTrackMediaEditable } from './mediaEditability';
import { mediaTabMessages as m } from './messages';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';

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
  const clips = useRecords('trackClip', {
    where: { field: 'trackId', equals: track.id },
    orderBy: 'updatedAt',
  });
  const accompaniments = useRecords('accompaniment', {
    where: { field: 'trackId', equals: track.id },
    orderBy: 'updatedAt',
  });
  const clipsEditable = isTrackMediaEditable(album, 'trackClip');
  const accEditable = isTrackMediaEditable(album, 'accompaniment');
  const close = () => setOpen(null);
  const onDelete = (target: { title: string; run(): Promise<void> }) =>
    setOpen({ kind: 'delete', ...target });
  const headingId = `media-group-${track.id}`;
  const sectionHeading = {
    as: showTrackName ? ('h3' as const) : ('h2' as const),
    className: styles.groupTitle,
  };
  const actions = intl.formatMessage(m.colActions);

  return (
    <section
      className={styles.group}
      aria-labelledby={headingId}
      data-testid="track-media-group"
      data-track-id={track.id}
    >
      {showTrackName && (
        <Subtitle1 as="h2" id={headingId} className={styles.heading}>
          {track.name}
        </Subtitle1>
      )}
      <SectionHead
        title={
          <Subtitle2 {...sectionHeading} id={showTrackName ? undefined : headingId}>
            {intl.formatMessage(m.clips)}
          </Subtitle2>
        }
        icon={<AddRegular />}
        label={intl.formatMessage(m.addClip)}
        ariaLabel={intl.formatMessage(m.addClipFor, { track: track.name })}
        disabled={!clipsEditable}
        testId="add-clip"
        onAdd={() => setOpen({ kind: 'clip', clip: null })}
      />
      <MediaTable
        entity="trackClip"
        rows={clips}
        columns={clipColumns(intl)}
        texts={{
          table: intl.formatMessage(m.clipsTable, { track: track.name }),
          empty: intl.formatMessage(m.noClips),
          actions,
        }}
        editable={clipsEditable}
        testId="clip"
        onEdit={(clip) => setOpen({ kind: 'clip', clip })}
        onDelete={onDelete}
      />
      <SectionHead
        title={<Subtitle2 {...sectionHeading}>{intl.formatMessage(m.accompaniments)}</Subtitle2>}
        icon={<ArrowUploadRegular />}
        label={intl.formatMessage(m.addAccompaniment)}
        ariaLabel={intl.formatMessage(m.addAccompanimentFor, { track: track.name })}
        disabled={!accEditable}
        testId="add-accompaniment"
        onAdd={() => setOpen({ kind: 'accompaniment', accompaniment: null })}
      />
      <MediaTable
        entity="accompaniment"
        rows={accompaniments}
        columns={accompanimentColumns(intl)}
        texts={{
          table: intl.formatMessage(m.accompanimentsTable, { track: track.name }),
          empty: intl.formatMessage(m.noAccompaniments),
          actions,
        }}
        editable={accEditable}
        testId="accompaniment"
        onEdit={(accompaniment) => setOpen({ kind: 'accompaniment', accompaniment })}
        onDelete={onDelete}
      />
      {open?.kind === 'clip' && <ClipDrawer clip={open.clip} trackId={track.id} onClose={close} />}
      {open?.kind === 'accompaniment' && (
        <AccompanimentDrawer
          accompaniment={open.accompaniment}
          trackId={track.id}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog title={open.title} onConfirm={open.run} onClose={close} />
      )}
    </section>
  );
}

interface HeadProps {
  title: ReactNode;
  icon: ReactElement;
  label: string;
  ariaLabel: string;
  disabled: boolean;
  testId: string;
  onAdd(): void;
}

/** A section's heading with its add button. */
function SectionHead({ title, icon, label, ariaLabel, disabled, testId, onAdd }: HeadProps) {
  const styles = useMediaFormStyles();
  return (
    <div className={styles.groupHead}>
      {title}
      <Button
        icon={icon}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={onAdd}
        data-testid={testId}
      >
        {label}
      </Button>
    </div>
  );
}
