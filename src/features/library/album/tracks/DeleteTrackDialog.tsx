import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  isConfirmPhrase,
  TRACK_DELETE_CONFIRM_PHRASE,
} from '../../../../domain/status/trackDeletion';
import { deleteTrackMessages as m } from './messages';
import { useTrackTabStyles } from './TrackTab.styles';
import { reportError } from '../../../../data/errorLog';

interface Props {
  trackName: string;
  /** 'phrase': a delivered track, the user types "I Know" */
  rule: 'confirm' | 'phrase';
  /** deletes; receives the typed phrase when one was asked for */
  onConfirm(confirmPhrase: string | undefined): Promise<void>;
  onClose(): void;
}

/** Asks before a track is deleted; a delivered one needs the typed phrase (spec section 4). */
export function DeleteTrackDialog({ trackName, rule, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const styles = useTrackTabStyles();
  const [phrase, setPhrase] = useState('');
  const [isPhraseWrong, setPhraseWrong] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const needsPhrase = rule === 'phrase';
  // the phrase is the server's, in English in both languages
  const quoted = `“${TRACK_DELETE_CONFIRM_PHRASE}”`;

  const confirm = async () => {
    if (needsPhrase && !isConfirmPhrase(phrase)) {
      setPhraseWrong(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(needsPhrase ? phrase : undefined);
      onClose();
    } catch (error) {
      reportError('track.delete', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-testid="delete-track-dialog">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.title)}</DialogTitle>
            <DialogContent className={styles.dialogBody}>
              <Text block>
                {needsPhrase
                  ? intl.formatMessage(m.phraseBody, { track: trackName, phrase: quoted })
                  : intl.formatMessage(m.body, { track: trackName })}
              </Text>
              {needsPhrase && (
                <Field
                  label={intl.formatMessage(m.phraseLabel)}
                  required
                  validationMessage={
                    isPhraseWrong
                      ? intl.formatMessage(m.phraseWrong, { phrase: quoted })
                      : undefined
                  }
                >
                  <Input
                    value={phrase}
                    autoComplete="off"
                    placeholder={TRACK_DELETE_CONFIRM_PHRASE}
                    onChange={(_, d) => {
                      setPhrase(d.value);
                      setPhraseWrong(false);
                    }}
                  />
                </Field>
              )}
              {hasFailed && (
                <Text block role="alert" className={styles.error}>
                  {intl.formatMessage(m.failed)}
                </Text>
              )}
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                appearance="primary"
                disabled={isBusy}
                data-testid="delete-track-confirm"
              >
                {intl.formatMessage(m.confirm)}
              </Button>
              <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
