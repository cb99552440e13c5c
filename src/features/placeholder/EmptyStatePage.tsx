import { Body1, Card, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { WrenchScrewdriverRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../app/router/messages';
import { useRouteName } from '../../app/router/routeHandle';
import { BackButton } from '../../components/BackButton';
import { PublicFrame } from '../../components/PublicFrame';
import { findRoute } from '../../domain/routes';
import { placeholderMessages } from './messages';

const useStyles = makeStyles({
  wrap: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
  card: {
    width: 'min(560px, 100%)',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  title: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
});

/** Honest empty state of a route whose screen is not built yet, titled with the route's name. */
export function EmptyStatePage() {
  const styles = useStyles();
  const intl = useIntl();
  const name = useRouteName();
  const route = name ? findRoute(name) : undefined;
  const title = name ? intl.formatMessage(routeTitles[name]) : '';

  const card = (
    <div className={styles.wrap}>
      <Card className={styles.card}>
        <WrenchScrewdriverRegular className={styles.icon} aria-hidden />
        <Title3 as="h1" className={styles.title}>
          {title}
        </Title3>
        <Body1>{intl.formatMessage(placeholderMessages.text)}</Body1>
        <Body1 className={styles.hint}>{intl.formatMessage(placeholderMessages.hint)}</Body1>
        <BackButton />
      </Card>
    </div>
  );
  // public routes have no layout around them
  return route?.access === 'public' ? <PublicFrame>{card}</PublicFrame> : card;
}
