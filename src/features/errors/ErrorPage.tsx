import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { BackButton } from '../../components/BackButton';
import { PublicFrame } from '../../components/PublicFrame';

const useStyles = makeStyles({
  box: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
  code: {
    margin: 0,
    fontSize: '72px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  text: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2, maxWidth: '480px' },
});

interface Props {
  code: MessageDescriptor;
  text: MessageDescriptor;
  hint?: MessageDescriptor;
}

/** 401 / 403 / 404: the code, the spec's sentence and a way back (dashboard when logged in). */
export function ErrorPage({ code, text, hint }: Props) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <PublicFrame>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden>
          {intl.formatMessage(code)}
        </p>
        <Subtitle1 as="h1" className={styles.text}>
          {intl.formatMessage(text)}
        </Subtitle1>
        {hint && <Body1 className={styles.hint}>{intl.formatMessage(hint)}</Body1>}
        <BackButton />
      </div>
    </PublicFrame>
  );
}
