// The channel drawer: names, code, DDEX party, what the channel accepts and how it is reached. The
// key and password fields are write-only: they start empty, and an empty one keeps what is stored.
import {
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Switch,
  Textarea,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DEAL_USAGES, type TakedownStyle } from '../../domain/ddex/bundle';
import { DrawerButtons, DrawerForm, DrawerFrame } from '../library/shared/DrawerFrame';
import { ChannelLogoField } from './ChannelLogoField';
import type { ChannelDraft, DraftField, DraftIssues } from './channelDraft';
import { channelMessages as m, usageMessages } from './messages';

interface Props {
  draft: ChannelDraft;
  issues: DraftIssues;
  busy: boolean;
  onChange(patch: Partial<ChannelDraft>): void;
  onSave(): void;
  onClose(): void;
}

const FORM_ID = 'channel-form';

export function ChannelForm({ draft, issues, busy, onChange, onSave, onClose }: Props) {
  const intl = useIntl();
  const issueOf = (field: DraftField) => {
    const code = issues[field];
    return code ? { validationMessage: intl.formatMessage({ id: `validation.${code}` }) } : {};
  };
  const text = (
    field: DraftField & keyof ChannelDraft,
    label: MessageDescriptor,
    hint?: MessageDescriptor,
  ): ReactNode => (
    <Field
      label={intl.formatMessage(label)}
      hint={hint ? intl.formatMessage(hint) : undefined}
      required={!['ackFolder', 'remoteRoot', 'folder'].includes(field)}
      {...issueOf(field)}
    >
      <Input
        value={String(draft[field])}
        data-testid={`channel-${field}`}
        onChange={(_, d) => onChange({ [field]: d.value })}
      />
    </Field>
  );
  const secretHint = intl.formatMessage(draft.hasSecret ? m.secretSaved : m.secretNone);
  return (
    <DrawerFrame
      title={intl.formatMessage(draft.id ? m.edit : m.add)}
      testId="channel-drawer"
      onClose={onClose}
      footer={
        <DrawerButtons
          formId={FORM_ID}
          busy={busy}
          submitTestId="channel-save"
          onCancel={onClose}
        />
      }
    >
      <DrawerForm id={FORM_ID} onSubmit={onSave}>
        {text('code', m.code)}
        {text('nameZh', m.nameZh)}
        {text('nameEn', m.nameEn)}
        {text('dpid', m.dpid)}
        <ChannelLogoField
          logoFileId={draft.logoFileId}
          name={(intl.locale.startsWith('zh') ? draft.nameZh : draft.nameEn) || draft.code}
          onChange={(logoFileId) => onChange({ logoFileId })}
        />
        <Field label={intl.formatMessage(m.usages)} {...issueOf('usages')}>
          {DEAL_USAGES.map((usage) => (
            <Checkbox
              key={usage}
              label={intl.formatMessage(usageMessages[usage])}
              checked={draft.usages.includes(usage)}
              onChange={(_, d) =>
                onChange({
                  usages: d.checked
                    ? [...draft.usages, usage]
                    : draft.usages.filter((u) => u !== usage),
                })
              }
            />
          ))}
        </Field>
        {text('territories', m.territories, m.territoriesHint)}
        <Switch
          label={intl.formatMessage(m.spatialAudio)}
          checked={draft.spatialAudio}
          onChange={(_, d) => onChange({ spatialAudio: d.checked })}
        />
        <Switch
          label={intl.formatMessage(m.lyrics)}
          checked={draft.lyrics}
          onChange={(_, d) => onChange({ lyrics: d.checked })}
        />
        <Field label={intl.formatMessage(m.takedownStyle)}>
          <Select
            value={draft.takedownStyle}
            onChange={(_, d) => onChange({ takedownStyle: d.value as TakedownStyle })}
          >
            <option value="endDatedDeals">{intl.formatMessage(m.takedownEndDated)}</option>
            <option value="noDeals">{intl.formatMessage(m.takedownPurge)}</option>
          </Select>
        </Field>
        <Field label={intl.formatMessage(m.endpoint)}>
          <RadioGroup
            layout="horizontal"
            value={draft.endpointKind}
            onChange={(_, d) =>
              onChange({ endpointKind: d.value === 'folder' ? 'folder' : 'sftp' })
            }
          >
            <Radio
              value="sftp"
              label={intl.formatMessage(m.endpointSftp)}
              data-testid="channel-kind-sftp"
            />
            <Radio
              value="folder"
              label={intl.formatMessage(m.endpointFolder)}
              data-testid="channel-kind-folder"
            />
          </RadioGroup>
        </Field>
        {draft.endpointKind === 'folder' ? (
          text('folder', m.folder, m.folderHint)
        ) : (
          <>
            {text('host', m.host)}
            {text('port', m.port)}
            {text('username', m.username)}
            {text('remoteRoot', m.remoteRoot)}
            {text('hostKeySha256', m.hostKey, m.hostKeyHint)}
            <Field label={intl.formatMessage(m.privateKey)} hint={secretHint}>
              <Textarea
                value={draft.privateKey}
                resize="vertical"
                autoComplete="off"
                spellCheck={false}
                data-testid="channel-privateKey"
                onChange={(_, d) => onChange({ privateKey: d.value })}
              />
            </Field>
            <Field label={intl.formatMessage(m.password)} hint={secretHint}>
              <Input
                type="password"
                value={draft.password}
                autoComplete="new-password"
                data-testid="channel-password"
                onChange={(_, d) => onChange({ password: d.value })}
              />
            </Field>
          </>
        )}
        {text('ackFolder', m.ackFolder)}
        {text('ackPollSeconds', m.ackPollSeconds)}
        <Switch
          label={intl.formatMessage(m.enabled)}
          checked={draft.enabled}
          data-testid="channel-enabled"
          onChange={(_, d) => onChange({ enabled: d.checked })}
        />
      </DrawerForm>
    </DrawerFrame>
  );
}
