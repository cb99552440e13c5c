import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Subtitle2,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { AddRegular, CopyRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, Track } from '../../../domain/catalogue';
import { lyricsMessages } from '../../lyrics/messages';
import { contentLockOf } from '../shared/contentLock';
import { isAlbumMediaEditable } from './albumMediaEditability';
import { useAlbumMediaStyles } from './AlbumMedia.styles';
import { albumMediaMessages as m } from './messages';
import { TrackAudioRow } from './TrackAudioRow';
import { AddTrackDrawer } from './tracks/AddTrackDrawer';
import { CopyTracksDialog } from './tracks/CopyTracksDialog';
import { DeleteTrackDialog } from './tracks/DeleteTrackDialog';
import { copyTracksMessages, deleteTrackMessages, trackTabMessages as t } from './tracks/messages';
import { TrackRowActions } from './tracks/TrackRowActions';
import { useTrackTabStyles } from './tracks/TrackTab.styles';
import {
  addTrackRefusal,
  canSortTracks,
  copyableFieldsNow,
  trackDeleteRule,
} from './tracks/trackListRules';
import { useAddTrackDrawer } from './tracks/useAddTrackDrawer';
import { useCopyTracks, type CopyResult } from './tracks/useCopyTracks';
import { useTrackDrag } from './tracks/useTrackDrag';
import { useTrackOrder } from './tracks/useTrackOrder';

type Notice = { kind: 'copied'; result: CopyResult } | { kind: 'deleted'; track: string } | null;
type MoveControl = 'up' | 'down' | 'handle';

/**
 * The album's tracks from the local store, each with its audio, lyrics and, where the album's
 * state allows, its order and delete controls; adding, copying and ordering all write locally first.
 */
export function AlbumTracks({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useAlbumMediaStyles();
  const tabStyles = useTrackTabStyles();
  const hintId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const refocus = useRef<{ id: string; control: MoveControl } | null>(null);
  const records = useRecords('track', {
    where: { field: 'albumId', equals: album.id },
    orderBy: 'trackNo',
  });
  const order = useTrackOrder(records);
  const drag = useTrackDrag(
    order.tracks.map((track) => track.id),
    (id, index) => order.moveTo(id, index),
  );
  const byId = new Map(order.tracks.map((track) => [track.id, track]));
  const tracks = drag.order.flatMap((id) => byId.get(id) ?? []);
  const adder = useAddTrackDrawer(album, order.tracks);
  const copier = useCopyTracks(order.tracks);
  const [deleting, setDeleting] = useState<Track | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const editable = isAlbumMediaEditable(album, 'track', 'audio');
  const lyricsEditable = isAlbumMediaEditable(album, 'lyrics', 'file');
  const lock = contentLockOf('track', album, t.modificationLimits);
  const addRefusal = addTrackRefusal(album);
  const deleteRule = trackDeleteRule(album);
  const canSort = canSortTracks(album);
  const copyFields = copyableFieldsNow(album);
  const hasActions = canSort || deleteRule.kind !== 'refused';

  // a moved row's button keeps the focus (React may move its DOM node); at an end, the other one takes it
  useEffect(() => {
    const target = refocus.current;
    if (target === null) return;
    refocus.current = null;
    const find = (control: MoveControl) =>
      sectionRef.current?.querySelector<HTMLButtonElement>(
        `[data-move-for="${target.id}"][data-move="${control}"]`,
      );
    const wanted = find(target.control);
    const fallback = find(target.control === 'up' ? 'down' : 'up');
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  });

  const move = (id: string, delta: -1 | 1, control: MoveControl) => {
    refocus.current = { id, control };
    order.move(id, delta);
  };

  const deleteTrack = async (track: Track, confirmPhrase: string | undefined) => {
    await deleteRecord(
      'track',
      track.id,
      confirmPhrase === undefined ? undefined : { confirmPhrase },
    );
    setNotice({ kind: 'deleted', track: track.name });
    // close the gap: the tracks after it move up one number
    await order.saveOrder(
      order.tracks.filter((other) => other.id !== track.id).map((other) => other.id),
    );
  };

  const moved = order.lastMove && byId.get(order.lastMove.id);
  return (
    <section
      ref={sectionRef}
      className={mergeClasses(styles.section, styles.wideSection)}
      aria-labelledby="album-tracks-heading"
      data-testid="album-tracks"
    >
      <div className={tabStyles.head}>
        <Subtitle2 as="h2" id="album-tracks-heading">
          {intl.formatMessage(m.tracks)}
        </Subtitle2>
        <div className={tabStyles.toolbar}>
          <Button
            icon={<CopyRegular />}
            disabled={copyFields.length === 0 || order.tracks.length < 2}
            onClick={copier.open}
          >
            {intl.formatMessage(t.copyFields)}
          </Button>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={addRefusal !== null}
            onClick={adder.open}
            data-testid="add-track-open"
          >
            {intl.formatMessage(t.addTrack)}
          </Button>
        </div>
      </div>
      {addRefusal === 'released' && (
        <MessageBar intent="info" data-testid="tracks-released">
          <MessageBarBody>{intl.formatMessage(t.releasedNoAddDelete)}</MessageBarBody>
        </MessageBar>
      )}
      {lock.explanation && (
        <MessageBar intent="info" layout="multiline" data-testid="tracks-locked">
          <MessageBarBody>{intl.formatMessage(lock.explanation)}</MessageBarBody>
        </MessageBar>
      )}
      <div role="status" data-testid="tracks-notice">
        {notice && (
          <MessageBar intent="success">
            <MessageBarBody>
              {notice.kind === 'copied'
                ? intl.formatMessage(copyTracksMessages.done, notice.result)
                : intl.formatMessage(deleteTrackMessages.deleted, { track: notice.track })}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {order.hasFailed && (
        <MessageBar intent="error" data-testid="tracks-sort-failed">
          <MessageBarBody>{intl.formatMessage(t.sortFailed)}</MessageBarBody>
        </MessageBar>
      )}
      {records !== undefined && records.length === 0 ? (
        <Body1 className={styles.muted} data-testid="album-tracks-empty">
          {addRefusal === null
            ? intl.formatMessage(m.tracksEmptyAdd, { button: intl.formatMessage(t.addTrack) })
            : intl.formatMessage(m.tracksEmpty)}
        </Body1>
      ) : (
        <div className={styles.tableWrap}>
          <Table aria-label={intl.formatMessage(m.tracksTable)} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.trackNo)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.trackName)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.trackAudio)}</TableHeaderCell>
                <TableHeaderCell />
                <TableHeaderCell>{intl.formatMessage(lyricsMessages.column)}</TableHeaderCell>
                {hasActions && <TableHeaderCell>{intl.formatMessage(t.actions)}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody {...drag.bodyProps}>
              {tracks.map((track, index) => (
                <TrackAudioRow
                  key={track.id}
                  track={track}
                  editable={editable}
                  lyricsEditable={lyricsEditable}
                  actions={
                    hasActions ? (
                      <TrackRowActions
                        trackId={track.id}
                        trackName={track.name}
                        isFirst={index === 0}
                        isLast={index === tracks.length - 1}
                        canSort={canSort}
                        canDelete={deleteRule.kind !== 'refused'}
                        drag={drag}
                        hintId={hintId}
                        onMove={(delta, control) => move(track.id, delta, control)}
                        onDelete={() => setDeleting(track)}
                      />
                    ) : undefined
                  }
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <span id={hintId} className={tabStyles.visuallyHidden}>
        {intl.formatMessage(t.dragHint)}
      </span>
      <div role="status" className={tabStyles.visuallyHidden} data-testid="tracks-moved">
        {moved
          ? intl.formatMessage(t.moved, {
              track: moved.name,
              position: order.lastMove?.position ?? 0,
            })
          : ''}
      </div>
      <AddTrackDrawer album={album} state={adder} />
      <CopyTracksDialog
        state={copier}
        tracks={order.tracks}
        editableFields={copyFields}
        onCopied={(result) => setNotice({ kind: 'copied', result })}
      />
      {deleting && deleteRule.kind !== 'refused' && (
        <DeleteTrackDialog
          trackName={deleting.name}
          rule={deleteRule.kind}
          onConfirm={(phrase) => deleteTrack(deleting, phrase)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
