// A registration resumed from its mailed link may lack a required identity image (an upload on
// register_info failed, or the tab closed): finsh_reg refuses it, and this offers the required
// slots right there. Each picked image is uploaded at once through the registration's link.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { isApiError } from '../../app/api/errors';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import {
  isIdentitySlotRequired,
  type IdentityImageSlot,
} from '../../domain/accounts/identityImages';
import { ImageField, type ImageFieldValue } from '../account/ImageField';
import { fetchRegistrationImages, postRegistrationImage } from './registerCalls';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Values = Partial<Record<IdentityImageSlot, ImageFieldValue>>;

export function MissingImages({ token }: { token: string }) {
  const styles = useStyles();
  const errorText = useErrorText();
  const [slots, setSlots] = useState<IdentityImageSlot[]>([]);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Partial<Record<IdentityImageSlot, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    fetchRegistrationImages(token).then(
      (found) => {
        if (!isCurrent) return;
        setSlots(found.slots.filter(isIdentitySlotRequired));
        setValues(
          Object.fromEntries(found.images.map((image) => [image.slot, { kind: 'stored', image }])),
        );
      },
      (failure: unknown) => reportError('register.missingImages', failure),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const upload = async (slot: IdentityImageSlot, value: ImageFieldValue) => {
    setErrors((e) => ({ ...e, [slot]: undefined }));
    if (value?.kind !== 'picked') return setValues((v) => ({ ...v, [slot]: value }));
    setBusy(true);
    try {
      const image = await postRegistrationImage(token, slot, value.file);
      setValues((v) => ({ ...v, [slot]: { kind: 'stored', image } }));
    } catch (error) {
      if (!isApiError(error)) reportError('register.missingImages', error);
      setErrors((e) => ({ ...e, [slot]: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.list} data-testid="missing-images">
      {slots.map((slot) => (
        <ImageField
          key={slot}
          slot={slot}
          required
          value={values[slot] ?? null}
          onChange={(value) => void upload(slot, value)}
          disabled={busy}
          error={errors[slot]}
        />
      ))}
    </div>
  );
}
