import { makeStyles, tokens } from '@fluentui/react-components';

/** The recovery pages share the login card's look (auth/LoginPage.styles.ts) plus a few parts. */
export const useRecoveryStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2, margin: `${tokens.spacingVerticalXS} 0 0` },
  captchaRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  captchaInput: { flexGrow: 1, minWidth: '120px' },
  captchaImage: {
    width: '150px',
    height: '50px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  captchaPlaceholder: { width: '150px', height: '50px' },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, justifyContent: 'center', flexWrap: 'wrap' },
});
