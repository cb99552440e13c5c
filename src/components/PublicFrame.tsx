import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { routePath } from '../domain/routes';
import { commonMessages } from '../i18n/messages';
import { Footer } from './Footer';
import { LanguageButtons } from './LanguageButtons';
import { RouterLink } from './RouterLink';

const useStyles = makeStyles({
  frame: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  brand: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    // at 390 px the Chinese name wraps: balanced lines, not one character left alone on the second
    textWrap: 'balance',
  },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

/** Frame of the pages seen without the logged-in layout: brand, language switch, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <RouterLink
          to={routePath('home')}
          className={styles.brand}
          appearance="subtle"
          data-testid="public-brand"
        >
          <Subtitle2>
            <FormattedMessage {...commonMessages.appName} />
          </Subtitle2>
        </RouterLink>
        <LanguageButtons />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
