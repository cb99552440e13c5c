import { Button, Caption1 } from '@fluentui/react-components';
import { ArrowUndoRegular, EditRegular, SendRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAlbumInfoStyles, useAlbumPageStyles } from './AlbumPages.styles';
import { albumInfoMessages as m } from './messages';
import type { AlbumInfoForm } from './useAlbumInfoForm';

/** Submit for review, and start / undo a modification where the review status allows it. */
export function AlbumCommands({ form }: { form: AlbumInfoForm }) {
  const styles = useAlbumInfoStyles();
  const page = useAlbumPageStyles();
  const intl = useIntl();
  const hintId = useId();
  const { commands } = form.editable;
  return (
    <div className={styles.commands}>
      <Button
        appearance="primary"
        icon={<SendRegular />}
        // focusable while disabled, so the reason written beside it is read out
        disabledFocusable={!commands.submitForReview || form.isBusy || form.nameMissing}
        aria-describedby={commands.submitForReview ? undefined : hintId}
        onClick={() => void form.run('submitForReview')}
      >
        {intl.formatMessage(m.submit)}
      </Button>
      {commands.startModification && (
        <Button icon={<EditRegular />} disabled={form.isBusy} onClick={() => void form.run('startModification')}>
          {intl.formatMessage(m.startModification)}
        </Button>
      )}
      {commands.undoModification && (
        <Button icon={<ArrowUndoRegular />} disabled={form.isBusy} onClick={() => void form.run('undoModification')}>
          {intl.formatMessage(m.undoModification)}
        </Button>
      )}
      {!commands.submitForReview && (
        <Caption1 id={hintId} className={page.muted}>
          {intl.formatMessage(m.submitHint)}
        </Caption1>
      )}
    </div>
  );
}
