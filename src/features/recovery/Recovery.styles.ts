import { makeStyles, tokens } from '@fluentui/react-components';

/** The recovery pages share the login card's look (auth/LoginPage.styles.ts) plus a few parts. */
export const useRecoveryStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2, margin: `${tokens.spacingVerticalXS} 0 0` },
  // one row down to a 390 px phone: Fluent's Input has an intrinsic width, so it is let shrink
  captchaRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  captchaInput: {
    flexGrow: 1,
    flexBasis: 0,
    minWidth: '80px',
    '& input': { minWidth: 0, width: '100%' },
  },
  // the login card's width plus its padding overflows a 390 px phone by 16 px: counted inside here
  card: { boxSizing: 'border-box', maxWidth: '100%' },
  captchaImage: {
    flexShrink: 0,
    width: '150px',
    height: '50px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  captchaPlaceholder: { width: '150px', height: '50px' },
  links: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    justifyContent: 'center',
    flexWrap: 'wrap',
  },
});
