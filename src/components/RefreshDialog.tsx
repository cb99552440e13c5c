import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef } from 'react';

// A native modal <dialog> rather than Fluent's Dialog: this prompt must work precisely when
// chunks can no longer be loaded, so it lives in the entry chunk, where Fluent's Dialog (with its
// motion and portal code) would cost the login page ~8 kB gzip. Styled with Fluent tokens.
const useStyles = makeStyles({
  dialog: {
    maxWidth: 'min(480px, calc(100vw - 32px))',
    padding: tokens.spacingHorizontalXXL,
    border: 'none',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow64,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '::backdrop': { backgroundColor: tokens.colorBackgroundOverlay },
  },
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXL,
  },
});

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  /** without it the dialog cannot be dismissed: the page is broken until refreshed */
  dismiss?: { label: string; onDismiss(): void };
}

/** Modal alert dialog asking to reload (a new version waits, or a chunk no longer exists). */
export function RefreshDialog({ title, text, confirmLabel, onConfirm, dismiss }: Props) {
  const styles = useStyles();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      onCancel={(event) => {
        // Escape dismisses only a dismissible prompt
        event.preventDefault();
        dismiss?.onDismiss();
      }}
    >
      <Subtitle1 as="h2" id={titleId} className={styles.title} block>
        {title}
      </Subtitle1>
      <Body1 as="p" id={textId}>
        {text}
      </Body1>
      <div className={styles.actions}>
        {dismiss && <Button onClick={dismiss.onDismiss}>{dismiss.label}</Button>}
        <Button appearance="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
