// The library's drawers (spec section 2): a titled side panel with a close button, its body and a
// footer of buttons. Every add and edit drawer is this frame; the form inside it and its buttons
// are the pieces below, so a drawer differs from another only in its fields and texts.
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
import { useIntl, type MessageDescriptor } from 'react-intl';
import { drawerMessages, formMessages } from './messages';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalL,
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

interface FrameProps {
  /** a drawer mounted only while it is open leaves this out */
  open?: boolean;
  title: string;
  /** the drawer's data-testid */
  testId: string;
  onClose(): void;
  footer: ReactNode;
  children: ReactNode;
}

export function DrawerFrame({ open = true, title, testId, onClose, footer, children }: FrameProps) {
  const intl = useIntl();
  const styles = useStyles();
  const titleId = useId();
  return (
    <OverlayDrawer
      position="end"
      size="medium"
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: titleId }}
          action={
            <Button
              appearance="subtle"
              aria-label={intl.formatMessage(formMessages.close)}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
      <DrawerFooter className={styles.footer}>{footer}</DrawerFooter>
    </OverlayDrawer>
  );
}

interface FormProps {
  /** the footer's submit button names the form by this id */
  id: string;
  onSubmit(): void;
  /** false when the fields lay themselves out (the media forms) */
  isLaidOut?: boolean;
  children: ReactNode;
}

/** The drawer's form: Enter in a field submits it; the browser's own checks stay off (the domain's speak). */
export function DrawerForm({ id, onSubmit, isLaidOut = true, children }: FormProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={id} className={isLaidOut ? styles.form : undefined} onSubmit={submit} noValidate>
      {children}
    </form>
  );
}

interface ButtonTexts {
  submit: MessageDescriptor;
  busy: MessageDescriptor;
}

const SAVE: ButtonTexts = { submit: formMessages.save, busy: formMessages.saving };

interface ButtonsProps {
  formId: string;
  busy: boolean;
  /** "Save" / "Saving…" unless said otherwise ("Create" / "Creating…") */
  texts?: ButtonTexts;
  submitTestId: string;
  /** the submit button is off for another reason than being busy */
  isBlocked?: boolean;
  onCancel(): void;
}

/** The footer's submit and cancel buttons. */
export function DrawerButtons({
  formId,
  busy,
  texts = SAVE,
  submitTestId,
  isBlocked = false,
  onCancel,
}: ButtonsProps) {
  const intl = useIntl();
  return (
    <>
      <Button
        type="submit"
        form={formId}
        appearance="primary"
        disabled={busy || isBlocked}
        data-testid={submitTestId}
      >
        {intl.formatMessage(busy ? texts.busy : texts.submit)}
      </Button>
      <Button onClick={onCancel}>{intl.formatMessage(formMessages.cancel)}</Button>
    </>
  );
}

/** What an edit drawer's state offers the frame: the draft (null: closed), and save and close. */
export interface EditDrawerState<D extends { id: string | null }> {
  draft: D | null;
  isBusy: boolean;
  close(): void;
  /** true when saved (the drawer closes) */
  save(): Promise<boolean>;
}

interface EditDrawerProps<D extends { id: string | null }> {
  state: EditDrawerState<D>;
  texts: { add: MessageDescriptor; edit: MessageDescriptor };
  /** `<testId>-drawer`, `<testId>-form`, `<testId>-save` */
  testId: string;
  onSaved(): void;
  children(draft: D): ReactNode;
}

/** An add-or-edit drawer over a draft (a new one has no id): its fields are the only part of its own. */
export function EditDrawer<D extends { id: string | null }>({
  state,
  texts,
  testId,
  onSaved,
  children,
}: EditDrawerProps<D>) {
  const intl = useIntl();
  const { draft } = state;
  const formId = `${testId}-form`;
  return (
    <DrawerFrame
      open={draft !== null}
      title={intl.formatMessage(draft?.id ? texts.edit : texts.add)}
      testId={`${testId}-drawer`}
      onClose={state.close}
      footer={
        <DrawerButtons
          formId={formId}
          busy={state.isBusy}
          submitTestId={`${testId}-save`}
          onCancel={state.close}
        />
      }
    >
      {draft && (
        <DrawerForm
          id={formId}
          onSubmit={() => void state.save().then((saved) => saved && onSaved())}
        >
          {children(draft)}
        </DrawerForm>
      )}
    </DrawerFrame>
  );
}

interface CreateDrawerProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** the drawer's data-testid; its create button is `<testId>-submit` */
  testId: string;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}

/** The add drawers of a new album, artist, record company or P/C line: "Create" and "Cancel". */
export function CreateDrawer({
  open,
  title,
  busy,
  testId,
  onClose,
  onSubmit,
  children,
}: CreateDrawerProps) {
  const formId = `${testId}-form`;
  const texts = { submit: drawerMessages.create, busy: drawerMessages.creating };
  return (
    <DrawerFrame
      open={open}
      title={title}
      testId={testId}
      onClose={onClose}
      footer={
        <DrawerButtons
          formId={formId}
          busy={busy}
          texts={texts}
          submitTestId={`${testId}-submit`}
          onCancel={onClose}
        />
      }
    >
      <DrawerForm id={formId} onSubmit={onSubmit}>
        {children}
      </DrawerForm>
    </DrawerFrame>
  );
}
