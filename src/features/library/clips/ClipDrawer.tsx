import type { TrackClip } from '../../../domain/catalogue/media';
import { ClipFormFields } from './ClipFormFields';
import { MediaDrawerFrame } from '../shared/media/MediaDrawerFrame';
import { clipMessages as m } from './messages';
import { useMediaForm } from '../shared/media/useMediaForm';
import { clipFormSpec } from './clipForm';

interface Props {
  /** the clip to edit; null adds one */
  clip: TrackClip | null;
  /** the track a new clip belongs to; null lets the user search for one */
  trackId: string | null;
  onClose(): void;
}

/** The add-clip drawer (spec section 2). The track is fixed when it is opened from a track's group. */
export function ClipDrawer({ clip, trackId, onClose }: Props) {
  const form = useMediaForm(clipFormSpec, clip, trackId);
  return (
    <MediaDrawerFrame
      form={form}
      fields={<ClipFormFields form={form} isTrackFixed={trackId !== null} />}
      title={clip ? m.editTitle : m.addTitle}
      onClose={onClose}
      testId="clip"
    />
  );
}
