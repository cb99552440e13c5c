import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validateAccountEmail } from '../../domain/accounts';
import type { RoleInfo } from '../../domain/api';
import type { ApiLanguage } from '../../domain/locale';
import type { RoleCode } from '../../domain/roles';
import { AccountLimits } from '../../domain/schemas/limits';
import { validateTeamRoles } from '../../domain/team/teamRules';
import { useLanguage } from '../../i18n/useLanguage';
import { useErrorText } from '../../components/useErrorText';
import { grantValueMessages } from './grantMessages';
import { teamMessages as m } from './messages';
import { roleNames } from './roleText';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3, paddingTop: tokens.spacingVerticalXS },
});

/** The roles the caller may grant as checkboxes; the others named below, not offered. */
function RolesField({
  roles,
  withheld,
  value,
  error,
  onChange,
}: {
  roles: readonly RoleInfo[];
  withheld: readonly RoleInfo[];
  value: readonly RoleCode[];
  error: string | null;
  onChange(next: RoleCode[]): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const language = useLanguage();
  // a fieldset, not a Field: Field hands its label to its first control, one checkbox of many
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={
        [error && 'roles-error', withheld.length > 0 && 'roles-withheld']
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <legend className={styles.legend}>{intl.formatMessage(m.roles)}</legend>
      {roles.map((role) => (
        <Checkbox
          key={role.code}
          label={role.name}
          checked={value.includes(role.code)}
          onChange={(_, d) =>
            onChange(d.checked ? [...value, role.code] : value.filter((code) => code !== role.code))
          }
        />
      ))}
      {withheld.length > 0 && (
        <Caption1 id="roles-withheld" className={styles.hint} block data-testid="roles-withheld">
          {intl.formatMessage(grantValueMessages.withheld, {
            roles: roleNames(
              language,
              withheld.map((r) => r.code),
            ),
          })}
        </Caption1>
      )}
      {error && (
        <Caption1 id="roles-error" className={styles.error} role="alert" block>
          {intl.formatMessage({ id: `validation.${error}` })}
        </Caption1>
      )}
    </fieldset>
  );
}

interface DialogProps {
  open: boolean;
  /** the roles the caller may grant (teamGrants.ts), the only ones offered */
  roles: readonly RoleInfo[];
  /** the roles the caller may not grant, named under the others */
  withheld: readonly RoleInfo[];
  busy: boolean;
  /** the server's refusal of the last submit, shown in the dialog */
  failure: unknown;
  onCancel(): void;
}

function Failure({ failure }: { failure: unknown }) {
  const errorText = useErrorText();
  if (failure === null) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{errorText(failure)}</MessageBarBody>
    </MessageBar>
  );
}

export interface InviteDraft {
  email: string;
  name: string;
  roles: RoleCode[];
  language: ApiLanguage;
}

/** Invite by email with roles and the invitee's language (the inviter's by default). */
export function InviteDialog({
  open,
  roles,
  withheld,
  busy,
  failure,
  onCancel,
  onSubmit,
}: DialogProps & { onSubmit(draft: InviteDraft): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const uiLanguage = useLanguage();
  const [draft, setDraft] = useState<InviteDraft>({
    email: '',
    name: '',
    roles: [],
    language: uiLanguage,
  });
  const [errors, setErrors] = useState<{ email: string | null; roles: string | null }>({
    email: null,
    roles: null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: validateAccountEmail(draft.email),
      roles: validateTeamRoles(draft.roles),
    };
    setErrors(found);
    if (!found.email && !found.roles) onSubmit(draft);
  };
  const emailLabel = intl.formatMessage(m.email);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.invite)}</DialogTitle>
            <DialogContent className={styles.form}>
              <Failure failure={failure} />
              <Field
                label={emailLabel}
                required
                validationMessage={
                  errors.email
                    ? intl.formatMessage(
                        { id: `validation.${errors.email}` },
                        { field: emailLabel },
                      )
                    : undefined
                }
              >
                <Input
                  name="email"
                  type="email"
                  maxLength={254}
                  value={draft.email}
                  onChange={(_, d) => setDraft({ ...draft, email: d.value })}
                />
              </Field>
              <Field label={intl.formatMessage(m.name)}>
                <Input
                  name="name"
                  maxLength={AccountLimits.nameMax}
                  value={draft.name}
                  onChange={(_, d) => setDraft({ ...draft, name: d.value })}
                />
              </Field>
              <RolesField
                roles={roles}
                withheld={withheld}
                value={draft.roles}
                error={errors.roles}
                onChange={(next) => setDraft({ ...draft, roles: next })}
              />
              <Field label={intl.formatMessage(m.mailLanguage)}>
                <RadioGroup
                  layout="horizontal"
                  value={draft.language}
                  onChange={(_, d) => setDraft({ ...draft, language: d.value as ApiLanguage })}
                >
                  <Radio value="zh-hans" label="简体中文" />
                  <Radio value="en" label="English" />
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabledFocusable={busy}>
                {intl.formatMessage(m.send)}
              </Button>
              <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A member's roles: at least one, each one the caller may grant (the server keeps an administrator). */
export function RolesDialog({
  open,
  roles,
  withheld,
  busy,
  failure,
  memberName,
  initial,
  onCancel,
  onSubmit,
}: DialogProps & {
  memberName: string;
  initial: readonly RoleCode[];
  onSubmit(roles: RoleCode[]): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [value, setValue] = useState<RoleCode[]>([...initial]);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTeamRoles(value);
    setError(found);
    if (!found) onSubmit(value);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{`${intl.formatMessage(m.editRoles)}: ${memberName}`}</DialogTitle>
            <DialogContent className={styles.form}>
              <Failure failure={failure} />
              <RolesField
                roles={roles}
                withheld={withheld}
                value={value}
                error={error}
                onChange={setValue}
              />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabledFocusable={busy}>
                {intl.formatMessage(m.save)}
              </Button>
              <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
