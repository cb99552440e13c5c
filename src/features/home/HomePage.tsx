import {
  Body1,
  Button,
  Card,
  LargeTitle,
  Subtitle1,
  Title1,
  Title3,
} from '@fluentui/react-components';
import {
  DataTrendingRegular,
  GlobeRegular,
  LibraryRegular,
  ReceiptMoneyRegular,
} from '@fluentui/react-icons';
import { useEffect, useState, type ReactElement } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PublicFrame } from '../../components/PublicFrame';
import { RouterLink } from '../../components/RouterLink';
import { useRouterLinkProps } from '../../components/useRouterLinkProps';
import { useSession } from '../../app/session/useSession';
import { HomeContact } from './HomeContact';
import { useHomeStyles } from './HomePage.styles';
import { homeMessages as m } from './messages';
import { routePath } from '../../domain/routes';

const FEATURES: ReadonlyArray<[ReactElement, MessageDescriptor, MessageDescriptor]> = [
  [<LibraryRegular key="l" />, m.libraryTitle, m.libraryText],
  [<GlobeRegular key="g" />, m.distributionTitle, m.distributionText],
  [<DataTrendingRegular key="d" />, m.dataTitle, m.dataText],
  [<ReceiptMoneyRegular key="r" />, m.settlementTitle, m.settlementText],
];

/** The figures the spec claims (section 1); `plus` marks "or more". */
const STATS: ReadonlyArray<{ value: number; plus: boolean; label: MessageDescriptor }> = [
  { value: 197, plus: false, label: m.countries },
  { value: 36, plus: false, label: m.regions },
  { value: 12_000_000, plus: true, label: m.tracks },
  { value: 500, plus: true, label: m.channels },
  { value: 200, plus: true, label: m.partners },
];

/**
 * /home: public landing page with the capabilities, the figures, a login button (or, logged in,
 * the way to the portal) and the contact form.
 */
export function HomePage() {
  const styles = useHomeStyles();
  const intl = useIntl();
  const { token } = useSession();
  // the prerendered page is the logged-out one; the session is read once hydrated, so both agree
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const isLoggedIn = isHydrated && token !== null;
  const login = useRouterLinkProps(routePath('login'));
  const portal = useRouterLinkProps(routePath('dashboard-index'));

  const figure = (value: number, plus: boolean) => {
    const text = intl.formatNumber(value, { notation: 'compact' });
    return plus ? intl.formatMessage(m.statPlus, { value: text }) : text;
  };

  return (
    <PublicFrame>
      <section className={styles.hero} aria-labelledby="home-title">
        <LargeTitle as="h1" id="home-title" className={styles.heroTitle}>
          {intl.formatMessage(m.heroTitle)}
        </LargeTitle>
        <Subtitle1 as="p" className={styles.heroText}>
          {intl.formatMessage(m.heroText)}
        </Subtitle1>
        <div className={styles.actions}>
          <Button as="a" size="large" {...(isLoggedIn ? portal : login)}>
            {intl.formatMessage(isLoggedIn ? m.portal : m.login)}
          </Button>
          <RouterLink to={routePath('contact_us')} className={styles.contact}>
            {intl.formatMessage(m.contact)}
          </RouterLink>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-features">
        <Title1 as="h2" id="home-features" className={styles.sectionTitle}>
          {intl.formatMessage(m.featuresTitle)}
        </Title1>
        <div className={styles.grid}>
          {FEATURES.map(([icon, title, text]) => (
            <Card key={title.id} className={styles.card}>
              <span className={styles.cardIcon} aria-hidden>
                {icon}
              </span>
              <Title3 as="h3" className={styles.cardTitle}>
                {intl.formatMessage(title)}
              </Title3>
              <Body1>{intl.formatMessage(text)}</Body1>
            </Card>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-stats">
        <Title1 as="h2" id="home-stats" className={styles.sectionTitle}>
          {intl.formatMessage(m.statsTitle)}
        </Title1>
        <dl className={styles.stats}>
          {STATS.map(({ value, plus, label }) => (
            <div key={label.id} className={styles.stat}>
              <dt className={styles.statLabel}>{intl.formatMessage(label)}</dt>
              <dd className={styles.statValue}>
                <Title1>{figure(value, plus)}</Title1>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <HomeContact />
    </PublicFrame>
  );
}
