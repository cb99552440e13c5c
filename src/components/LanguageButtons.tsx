import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { API_LANGUAGES, toIntlLocale } from '../domain/locale';
import { setLanguage } from '../i18n/languageStore';
import { commonMessages, LANGUAGE_NAMES } from '../i18n/messages';
import { useLanguage } from '../i18n/useLanguage';

const useStyles = makeStyles({ group: { display: 'flex', gap: tokens.spacingHorizontalXXS } });

/**
 * The language switch of the public pages: both languages shown as pressed/unpressed buttons.
 * The logged-in layout uses a menu instead; the login page is spared the menu's ~24 kB (gzip).
 */
export function LanguageButtons() {
  const styles = useStyles();
  const intl = useIntl();
  const language = useLanguage();
  const current = intl.formatMessage(LANGUAGE_NAMES[language]);
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(commonMessages.languageSwitch, { current })}
      className={styles.group}
    >
      {API_LANGUAGES.map((value) => (
        <Button
          key={value}
          appearance={value === language ? 'secondary' : 'subtle'}
          aria-pressed={value === language}
          lang={toIntlLocale(value)}
          onClick={() => setLanguage(value)}
        >
          {intl.formatMessage(LANGUAGE_NAMES[value])}
        </Button>
      ))}
    </div>
  );
}
