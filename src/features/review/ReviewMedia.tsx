// The reviewer's cover picture and track players. Stored files have no public URL: each is opened
// by a signed stream URL asked for through the album under review (reviewCalls.ts), the cover at
// once, a track's audio on its first play (the shared AudioPlayer).
import { Body1, Caption1 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { reportError } from '../../data/errorLog';
import type { Album, Track } from '../../domain/catalogue';
import type { ReviewAlbumRef } from '../../domain/review/review';
import type { StoredRecordView } from '../../domain/review/types';
import { albumMediaMessages } from '../library/album/messages';
import { AudioPlayer } from '../player/AudioPlayer';
import { formatBytes } from '../upload/uploadText';
import { reviewMessages as m } from './messages';
import { useReviewStyles } from './Review.styles';
import { requestReviewFileUrl } from './reviewCalls';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

type CoverState = { fileId: string; url: string | null; failed: boolean };

export function ReviewCover({
  album,
  albumName,
  cover,
}: {
  album: ReviewAlbumRef;
  albumName: string;
  cover: Album['cover'];
}) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const fileId = cover?.path ?? null;
  const [state, setState] = useState<CoverState | null>(null);

  useEffect(() => {
    if (fileId === null) return;
    let isCurrent = true;
    requestReviewFileUrl(album, fileId).then(
      (url) => isCurrent && setState({ fileId, url, failed: false }),
      (error: unknown) => {
        reportError('review.coverUrl', error);
        if (isCurrent) setState({ fileId, url: null, failed: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [album, fileId]);

  const shown = state !== null && state.fileId === fileId ? state : null;
  const onImageError = () => fileId !== null && setState({ fileId, url: null, failed: true });
  return (
    <div className={styles.media}>
      {shown?.url && (
        <img
          src={shown.url}
          alt={intl.formatMessage(m.coverAlt, { album: albumName })}
          className={styles.cover}
          onError={onImageError}
          data-testid="review-cover-image"
        />
      )}
      <div className={styles.mediaText}>
        <Body1>
          {cover
            ? intl.formatMessage(albumMediaMessages.coverFile, {
                name: cover.name,
                width: cover.widthPx,
                height: cover.heightPx,
                size: formatBytes(intl, cover.sizeBytes),
              })
            : intl.formatMessage(albumMediaMessages.coverNone)}
        </Body1>
        {shown?.failed && (
          <Caption1 className={styles.muted} data-testid="review-cover-unavailable">
            {intl.formatMessage(m.coverUnavailable)}
          </Caption1>
        )}
      </div>
    </div>
  );
}

/** Each track in album order with its ISRC and, once the server verified its audio, a player. */
export function ReviewTracks({
  album,
  tracks,
}: {
  album: ReviewAlbumRef;
  tracks: readonly StoredRecordView[];
}) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const requestUrl = (fileId: string) => requestReviewFileUrl(album, fileId);
  // the page lists records by id; the reviewer hears them in the album's order
  const ordered = [...tracks].sort((a, b) => Number(a.trackNo ?? 0) - Number(b.trackNo ?? 0));
  return (
    <ol className={styles.list}>
      {ordered.map((t) => {
        const audio = t.audio as Track['audio'];
        const name = text(t.name);
        return (
          <li key={text(t.id)} className={styles.track} data-testid="review-track">
            <Body1>{`${name}${t.isrc ? ` · ${text(t.isrc)}` : ''}`}</Body1>
            {audio?.verifiedAt ? (
              <AudioPlayer
                key={audio.path}
                fileId={audio.path}
                title={name}
                durationMs={audio.durationMs}
                requestUrl={requestUrl}
              />
            ) : (
              <Caption1 className={styles.muted}>{intl.formatMessage(m.audioNone)}</Caption1>
            )}
          </li>
        );
      })}
    </ol>
  );
}
