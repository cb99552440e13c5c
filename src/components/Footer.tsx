import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { APP_VERSION } from '../app/version';
import { commonMessages } from '../i18n/messages';
import { footerMessages } from './messages';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** © line and the build's version, so support can tell which client a partner runs. */
export function Footer() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <Caption1>
        <FormattedMessage
          {...footerMessages.copyright}
          values={{
            year: new Date().getFullYear(),
            name: intl.formatMessage(commonMessages.appName),
          }}
        />
      </Caption1>
      <Caption1>
        <FormattedMessage {...footerMessages.version} values={{ version: APP_VERSION }} />
      </Caption1>
    </footer>
  );
}
