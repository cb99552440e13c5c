import { useSearchParams } from 'react-router-dom';
import { ClipFormFields } from './ClipFormFields';
import { MediaCreateFrame } from '../shared/media/MediaCreateFrame';
import { clipMessages, mediaTabMessages as m } from './messages';
import { useMediaForm } from '../shared/media/useMediaForm';
import { clipFormSpec } from './clipForm';

const TEXTS = { heading: m.createHeading, intro: m.createIntro, saved: clipMessages.saved };

/** /library/track-clip/create: the add-clip form as a page; ?trackId= preselects the track. */
export function TrackClipCreatePage() {
  const [params] = useSearchParams();
  const form = useMediaForm(clipFormSpec, null, params.get('trackId'));
  return (
    <MediaCreateFrame
      form={form}
      fields={<ClipFormFields form={form} isTrackFixed={false} />}
      texts={TEXTS}
      testId="clip"
    />
  );
}
