import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { versionMessages } from '../pwa/messages';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import { isChunkLoadError } from './chunkError';
import { routerMessages } from './messages';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
});

const reload = () => window.location.reload();

/** errorElement of every route: unexpected failures, and chunk failures the lazy wrapper missed. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const styles = useStyles();

  if (isChunkLoadError(error)) return <ChunkErrorDialog />;
  return (
    <div className={styles.box} role="alert">
      <Subtitle1 as="h1">{intl.formatMessage(routerMessages.unexpectedTitle)}</Subtitle1>
      <Body1>{intl.formatMessage(routerMessages.unexpectedText)}</Body1>
      <Button appearance="primary" onClick={reload}>
        {intl.formatMessage(versionMessages.refresh)}
      </Button>
    </div>
  );
}
