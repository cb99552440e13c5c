// The landing page's contact section. The form and its texts are a lazy chunk (with the rest of
// the catalogue), so the prerendered page and the login page stay as light as they were; until
// they arrive (and in the prerendered HTML) the section offers the link to /contact_us. The form
// is mounted only once the page has hydrated: a lazy part the server could not render would
// otherwise be a hydration error (React #419) on the prerendered page.
import { Body1, Title1 } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { getLanguage } from '../../i18n/languageStore';
import { ensureFullMessages } from '../../i18n/loadMessages';
import { useHomeStyles } from './HomePage.styles';
import { homeMessages as m } from './messages';

const ContactForm = lazy(() =>
  Promise.all([import('../contact/ContactForm'), ensureFullMessages(getLanguage())]).then(
    ([module]) => ({ default: module.ContactForm }),
  ),
);

export function HomeContact() {
  const styles = useHomeStyles();
  const intl = useIntl();
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const link = (
    <Body1>
      <RouterLink to={routePath('contact_us')}>{intl.formatMessage(m.contact)}</RouterLink>
    </Body1>
  );
  return (
    <section className={styles.section} aria-labelledby="home-contact">
      <Title1 as="h2" id="home-contact" className={styles.sectionTitle}>
        {intl.formatMessage(m.contact)}
      </Title1>
      <div className={styles.contactCard}>
        {isHydrated ? (
          <Suspense fallback={link}>
            <ContactForm idPrefix="home-contact" />
          </Suspense>
        ) : (
          link
        )}
      </div>
    </section>
  );
}
