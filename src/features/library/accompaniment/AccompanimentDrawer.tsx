import type { Accompaniment } from '../../../domain/catalogue/media';
import { MediaDrawerFrame } from '../shared/media/MediaDrawerFrame';
import { AccompanimentFormFields } from './AccompanimentFormFields';
import { accompanimentMessages as m } from './messages';
import { useMediaForm } from '../shared/media/useMediaForm';
import { accompanimentFormSpec } from './accompanimentForm';

interface Props {
  accompaniment: Accompaniment | null;
  trackId: string | null;
  onClose(): void;
}

/** The accompaniment upload drawer (spec section 2). */
export function AccompanimentDrawer({ accompaniment, trackId, onClose }: Props) {
  const form = useMediaForm(accompanimentFormSpec, accompaniment, trackId);
  return (
    <MediaDrawerFrame
      form={form}
      fields={<AccompanimentFormFields form={form} isTrackFixed={trackId !== null} />}
      title={accompaniment ? m.editTitle : m.addTitle}
      onClose={onClose}
      testId="accompaniment"
    />
  );
}
