import { makeStyles, tokens } from '@fluentui/react-components';

export const useHomeStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} clamp(${tokens.spacingHorizontalL}, 8vw, 120px)`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  heroTitle: { margin: 0 },
  heroText: { maxWidth: '640px' },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  contact: { color: tokens.colorNeutralForegroundOnBrand },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} clamp(${tokens.spacingHorizontalL}, 8vw, 120px)`,
  },
  sectionTitle: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  cardIcon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  cardTitle: { margin: 0 },
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  stat: {
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
  },
  statValue: { margin: 0, color: tokens.colorBrandForeground1 },
  statLabel: { color: tokens.colorNeutralForeground2 },
});
