import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Textarea,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { rollingCodeMessages, rollingMessages as m } from './messages';
import { useRollingStyles } from './RollingEditor.styles';
import { saveStateText } from './RollingLyricsEditor';
import type { RollingEditor } from './useRollingEditor';

/** "Convert to traditional Chinese": needs the original lyrics; the result is shown, then saved on request. */
export function TraditionalPanel({
  editor,
  editable,
}: {
  editor: RollingEditor;
  editable: boolean;
}) {
  const intl = useIntl();
  const styles = useRollingStyles();
  const { convert } = editor;
  const status = saveStateText(intl, editor.traditionalSave, m.savedTraditional);
  return (
    <section
      className={styles.section}
      aria-labelledby="rolling-traditional-heading"
      data-testid="rolling-traditional"
    >
      <Subtitle2 as="h3" id="rolling-traditional-heading">
        {intl.formatMessage(m.traditionalHeading)}
      </Subtitle2>
      <div className={styles.row}>
        <Button
          disabled={convert.kind === 'converting'}
          onClick={() => void editor.convertTraditional()}
          data-testid="rolling-convert"
        >
          {intl.formatMessage(m.convert)}
        </Button>
        {convert.kind === 'converting' && (
          <Spinner size="tiny" label={intl.formatMessage(m.converting)} />
        )}
      </div>
      {convert.kind === 'failed' && (
        <MessageBar intent="error" data-testid="rolling-convert-error">
          <MessageBarBody>
            {intl.formatMessage(
              convert.code === 'convert-failed'
                ? m.convertFailed
                : rollingCodeMessages[convert.code],
              {},
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {convert.kind === 'done' && (
        <>
          <Field label={intl.formatMessage(m.traditionalPreview)}>
            <Textarea
              className={styles.preview}
              readOnly
              resize="vertical"
              rows={6}
              value={convert.text}
              data-testid="rolling-traditional-text"
            />
          </Field>
          <div className={styles.row}>
            <Button
              appearance="primary"
              disabled={!editable || editor.traditionalSave.kind === 'saving'}
              onClick={() => void editor.saveTraditional()}
              data-testid="rolling-save-traditional"
            >
              {intl.formatMessage(m.saveTraditional)}
            </Button>
          </div>
        </>
      )}
      {status && (
        <MessageBar intent={status.intent} data-testid="rolling-traditional-status">
          <MessageBarBody>{status.text}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
