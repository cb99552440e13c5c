import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  slot: {
    position: 'fixed',
    right: tokens.spacingHorizontalXL,
    bottom: tokens.spacingVerticalXL,
    zIndex: 100,
    // empty until uploads exist; must not catch clicks meant for the page beneath
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
  },
});

/**
 * Where the floating upload task list (spec section 2, a later issue) will sit: fixed at the
 * bottom right of every logged-in screen. Empty for now.
 */
export function UploadTaskListSlot() {
  const styles = useStyles();
  return <div id="upload-task-slot" className={styles.slot} />;
}
