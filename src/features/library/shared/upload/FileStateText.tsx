import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { fileStateMessages as m } from '../../artist/messages';
import { FILE_STATE_TEXT, useFileState } from './useFileState';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  good: { color: tokens.colorPaletteGreenForeground1 },
});

/** One line on an uploaded file: uploading n%, paused, checked by the server, refused and why. */
export function FileStateText({
  fileId,
  fileName,
  testId,
}: {
  fileId: string;
  fileName: string;
  testId?: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const state = useFileState(fileId);
  let text: string;
  if (state.kind === 'rejected') {
    const reason = state.code
      ? intl.formatMessage({ id: state.code }, { file: fileName, ...state.params })
      : intl.formatMessage(m.rejectedUnknown);
    text = intl.formatMessage(m.rejected, { reason });
  } else {
    text = intl.formatMessage(FILE_STATE_TEXT[state.kind], {
      percent: 'percent' in state ? state.percent : 0,
    });
  }
  const tone =
    state.kind === 'rejected' || state.kind === 'failed'
      ? styles.bad
      : state.kind === 'verified'
        ? styles.good
        : styles.muted;
  return (
    <Caption1 className={tone} data-testid={testId} data-file-state={state.kind}>
      {text}
    </Caption1>
  );
}
