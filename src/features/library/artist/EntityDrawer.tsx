import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { drawerMessages as m } from './messages';

const useStyles = makeStyles({
  // the form holds body and footer, so Enter submits and the body alone scrolls
  form: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, alignSelf: 'stretch', width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Props {
  open: boolean;
  title: string;
  busy: boolean;
  testId: string;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}

/** The add drawers' frame: a titled side panel with a form, "Create" and "Cancel". */
export function EntityDrawer({ open, title, busy, testId, onClose, onSubmit, children }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <OverlayDrawer
      open={open}
      position="end"
      size="medium"
      aria-labelledby={titleId}
      data-testid={testId}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: titleId }}
          action={<Button appearance="subtle" aria-label={intl.formatMessage(m.close)} icon={<DismissRegular />} onClick={onClose} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <form className={styles.form} onSubmit={submit} noValidate>
        <DrawerBody className={styles.body}>{children}</DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button type="submit" appearance="primary" disabled={busy} data-testid={`${testId}-submit`}>
            {intl.formatMessage(busy ? m.creating : m.create)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
        </DrawerFooter>
      </form>
    </OverlayDrawer>
  );
}
