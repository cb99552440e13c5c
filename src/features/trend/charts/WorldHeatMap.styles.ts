import { makeStyles, tokens } from '@fluentui/react-components';

export const useMapStyles = makeStyles({
  border: { stroke: tokens.colorNeutralBackground1, strokeWidth: 0.5 },
  territory: {
    stroke: tokens.colorNeutralStroke1,
    strokeWidth: 0.5,
    cursor: 'default',
    outlineStyle: 'none',
    ':hover': { stroke: tokens.colorNeutralForeground1, strokeWidth: 1.5 },
    ':focus-visible': { stroke: tokens.colorStrokeFocus2, strokeWidth: 2.5 },
  },
});
