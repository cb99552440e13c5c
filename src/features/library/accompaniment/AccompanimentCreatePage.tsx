import { useSearchParams } from 'react-router-dom';
import { MediaCreateFrame } from '../shared/media/MediaCreateFrame';
import { AccompanimentFormFields } from './AccompanimentFormFields';
import { accompanimentMessages as m } from './messages';
import { useAccompanimentForm } from './useAccompanimentForm';

const TEXTS = { heading: m.createHeading, intro: m.createIntro, saved: m.saved };

/** /library/accompaniment/create: the accompaniment upload form as a page; ?trackId= preselects the track. */
export function AccompanimentCreatePage() {
  const [params] = useSearchParams();
  const form = useAccompanimentForm(null, params.get('trackId'));
  return <MediaCreateFrame form={form} fields={<AccompanimentFormFields form={form} isTrackFixed={false} />} texts={TEXTS} testId="accompaniment" />;
}
