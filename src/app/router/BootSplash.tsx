import { Body1, makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../components/messages';

const useStyles = makeStyles({
  splash: { minHeight: '100vh', display: 'grid', placeItems: 'center' },
});

/** Shown while the first route's guard and chunk load; text only, to keep the entry small. */
export function BootSplash() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.splash} role="status">
      <Body1>{intl.formatMessage(sharedMessages.loading)}</Body1>
    </div>
  );
}
