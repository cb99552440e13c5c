import { useSearchParams } from 'react-router-dom';
import { MediaCreateFrame } from '../shared/media/MediaCreateFrame';
import { AccompanimentFormFields } from './AccompanimentFormFields';
import { accompanimentMessages as m } from './messages';
import { useMediaForm } from '../shared/media/useMediaForm';
import { accompanimentFormSpec } from './accompanimentForm';

const TEXTS = { heading: m.createHeading, intro: m.createIntro, saved: m.saved };

/** /library/accompaniment/create: the accompaniment upload form as a page; ?trackId= preselects the track. */
export function AccompanimentCreatePage() {
  const [params] = useSearchParams();
  const form = useMediaForm(accompanimentFormSpec, null, params.get('trackId'));
  return (
    <MediaCreateFrame
      form={form}
      fields={<AccompanimentFormFields form={form} isTrackFixed={false} />}
      texts={TEXTS}
      testId="accompaniment"
    />
  );
}
