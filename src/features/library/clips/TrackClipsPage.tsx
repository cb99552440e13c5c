import { useRecord } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { TrackFrame } from '../frame/TrackFrame';
import { TrackMediaGroup } from './TrackMediaGroup';

function TrackClips({ track }: { track: Track }) {
  const album = useRecord('album', track.albumId);
  // wait for the album (its review state decides editability) unless the track has none
  if (track.albumId !== null && album === undefined) return null;
  return <TrackMediaGroup track={track} album={album ?? null} showTrackName={false} />;
}

/** /library/track/:trackId/track-clip-and-accompaniment: one track's clips and accompaniments. */
export function TrackClipsPage() {
  return (
    <TrackFrame tab="library-track-track-clip-and-accompaniment">
      {(track) => <TrackClips track={track} />}
    </TrackFrame>
  );
}
