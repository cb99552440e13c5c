import { Body1, Title2 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PublicFrame } from '../../components/PublicFrame';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { useContactStyles } from './Contact.styles';
import { ContactForm } from './ContactForm';
import { contactMessages as m } from './messages';

/** /contact_us: the contact form (spec section 7: advisory_mail), with a way to the help centre. */
export function ContactPage() {
  const intl = useIntl();
  const styles = useContactStyles();
  return (
    <PublicFrame>
      <div className={styles.page}>
        <div>
          <Title2 as="h1" block>
            {intl.formatMessage(m.heading)}
          </Title2>
          <Body1 as="p" block className={styles.intro}>
            {intl.formatMessage(m.intro)}
          </Body1>
        </div>
        <section className={styles.card} aria-label={intl.formatMessage(m.heading)}>
          <ContactForm />
        </section>
        <Body1>
          <RouterLink to={routePath('help')}>{intl.formatMessage(m.help)}</RouterLink>
        </Body1>
      </div>
    </PublicFrame>
  );
}
