import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { DealUsage } from '../../domain/ddex/bundle';

export const channelMessages = defineMessages<{
  tableLabel: NoMessageValues;
  add: NoMessageValues;
  edit: NoMessageValues;
  code: NoMessageValues;
  nameZh: NoMessageValues;
  nameEn: NoMessageValues;
  name: NoMessageValues;
  dpid: NoMessageValues;
  usages: NoMessageValues;
  territories: NoMessageValues;
  territoriesHint: NoMessageValues;
  spatialAudio: NoMessageValues;
  lyrics: NoMessageValues;
  takedownStyle: NoMessageValues;
  takedownEndDated: NoMessageValues;
  takedownPurge: NoMessageValues;
  endpoint: NoMessageValues;
  endpointFolder: NoMessageValues;
  endpointSftp: NoMessageValues;
  folder: NoMessageValues;
  folderHint: NoMessageValues;
  host: NoMessageValues;
  port: NoMessageValues;
  username: NoMessageValues;
  remoteRoot: NoMessageValues;
  hostKey: NoMessageValues;
  hostKeyHint: NoMessageValues;
  privateKey: NoMessageValues;
  password: NoMessageValues;
  secretSaved: NoMessageValues;
  secretNone: NoMessageValues;
  ackFolder: NoMessageValues;
  ackPollSeconds: NoMessageValues;
  enabled: NoMessageValues;
  on: NoMessageValues;
  off: NoMessageValues;
  needsConnection: NoMessageValues;
  empty: NoMessageValues;
  saved: { code: string };
  invalid: NoMessageValues;
}>({
  tableLabel: {
    id: 'channels.tableLabel',
    defaultMessage: 'Distribution channels',
    description: 'Accessible name of the channel table',
  },
  add: {
    id: 'channels.add',
    defaultMessage: 'Add a channel',
    description: 'Button and drawer title: add a distribution channel',
  },
  edit: {
    id: 'channels.edit',
    defaultMessage: 'Edit channel',
    description: 'Row button and drawer title: edit a channel',
  },
  code: {
    id: 'channels.code',
    defaultMessage: 'Code',
    description: "Field and column: the channel's short code",
  },
  nameZh: {
    id: 'channels.nameZh',
    defaultMessage: 'Name (Chinese)',
    description: 'Field: the channel name in Chinese',
  },
  nameEn: {
    id: 'channels.nameEn',
    defaultMessage: 'Name (English)',
    description: 'Field: the channel name in English',
  },
  name: {
    id: 'channels.name',
    defaultMessage: 'Name',
    description: 'Column: the channel name',
  },
  dpid: {
    id: 'channels.dpid',
    defaultMessage: 'DDEX party ID',
    description: "Field: the channel's DDEX party id (PADPIDA...)",
  },
  usages: {
    id: 'channels.usages',
    defaultMessage: 'Usages it accepts',
    description: 'Field: which deal usages the channel accepts',
  },
  territories: {
    id: 'channels.territories',
    defaultMessage: 'Territories',
    description: 'Field: territory codes the channel serves',
  },
  territoriesHint: {
    id: 'channels.territoriesHint',
    defaultMessage: 'Codes separated by commas, e.g. CN, HK, or Worldwide',
    description: 'Hint under the territories field',
  },
  spatialAudio: {
    id: 'channels.spatialAudio',
    defaultMessage: 'Accepts spatial audio',
    description: 'Switch: the channel accepts spatial audio',
  },
  lyrics: {
    id: 'channels.lyrics',
    defaultMessage: 'Accepts lyrics',
    description: 'Switch: the channel accepts lyrics',
  },
  takedownStyle: {
    id: 'channels.takedownStyle',
    defaultMessage: 'Takedown by',
    description: 'Field: how the channel takes a release down',
  },
  takedownEndDated: {
    id: 'channels.takedownEndDated',
    defaultMessage: 'an end-dated deal',
    description: 'Option of the takedown field',
  },
  takedownPurge: {
    id: 'channels.takedownPurge',
    defaultMessage: 'a message without deals (purge)',
    description: 'Option of the takedown field',
  },
  endpoint: {
    id: 'channels.endpoint',
    defaultMessage: 'Reached by',
    description: 'Field and column: how deliveries reach the channel',
  },
  endpointFolder: {
    id: 'channels.endpointFolder',
    defaultMessage: 'Local folder',
    description: "Option: a folder under the server's deliveries folder",
  },
  endpointSftp: {
    id: 'channels.endpointSftp',
    defaultMessage: 'SFTP',
    description: 'Option: an SFTP server',
  },
  folder: {
    id: 'channels.folder',
    defaultMessage: 'Folder',
    description: 'Field: folder under DATA_DIR/deliveries',
  },
  folderHint: {
    id: 'channels.folderHint',
    defaultMessage: "Relative to the server's deliveries folder",
    description: 'Hint under the folder field',
  },
  host: {
    id: 'channels.host',
    defaultMessage: 'Host',
    description: 'Field: SFTP host',
  },
  port: {
    id: 'channels.port',
    defaultMessage: 'Port',
    description: 'Field: SFTP port',
  },
  username: {
    id: 'channels.username',
    defaultMessage: 'User',
    description: 'Field: SFTP login',
  },
  remoteRoot: {
    id: 'channels.remoteRoot',
    defaultMessage: 'Remote folder',
    description: 'Field: SFTP folder deliveries go to',
  },
  hostKey: {
    id: 'channels.hostKey',
    defaultMessage: 'Host key fingerprint',
    description: "Field: SHA-256 fingerprint of the SFTP server's host key",
  },
  hostKeyHint: {
    id: 'channels.hostKeyHint',
    defaultMessage: 'As ssh-keygen -lf prints it: SHA256: followed by 43 characters',
    description: 'Hint under the host key field',
  },
  privateKey: {
    id: 'channels.privateKey',
    defaultMessage: 'Private key',
    description: "Field: the SFTP login's private key (write-only)",
  },
  password: {
    id: 'channels.password',
    defaultMessage: 'Password',
    description: "Field: the SFTP login's password (write-only)",
  },
  secretSaved: {
    id: 'channels.secretSaved',
    defaultMessage: 'Saved - enter a new one to replace it. It is never shown again.',
    description: 'Hint under the key and password fields when one is stored',
  },
  secretNone: {
    id: 'channels.secretNone',
    defaultMessage: 'Stored encrypted and never shown again after saving.',
    description: 'Hint under the key and password fields when none is stored',
  },
  ackFolder: {
    id: 'channels.ackFolder',
    defaultMessage: 'Acknowledgement folder',
    description:
      'Field: where the channel writes its acknowledgements, relative to the remote folder',
  },
  ackPollSeconds: {
    id: 'channels.ackPollSeconds',
    defaultMessage: 'Check for acknowledgements every (seconds)',
    description: 'Field: how often the server reads the acknowledgement folder',
  },
  enabled: {
    id: 'channels.enabled',
    defaultMessage: 'Enabled',
    description: 'Switch and column: the channel takes deliveries',
  },
  on: {
    id: 'channels.on',
    defaultMessage: 'On',
    description: 'Cell: the channel is enabled',
  },
  off: {
    id: 'channels.off',
    defaultMessage: 'Off',
    description: 'Cell: the channel is switched off',
  },
  needsConnection: {
    id: 'channels.needsConnection',
    defaultMessage: 'Channels are kept by the server: this page needs a connection.',
    description: 'Shown while offline',
  },
  empty: {
    id: 'channels.empty',
    defaultMessage: 'No channel yet.',
    description: 'Empty channel list',
  },
  saved: {
    id: 'channels.saved',
    defaultMessage: 'Channel {code} saved.',
    description: 'After a save; code: the channel code',
  },
  invalid: {
    id: 'channels.invalid',
    defaultMessage: 'Check the highlighted fields.',
    description: "A save refused by the form's checks",
  },
});

/** A deal usage as staff read it (src/domain/ddex/bundle.ts DEAL_USAGES). */
export const usageMessages: Readonly<Record<DealUsage, MessageDescriptor>> = defineMessages({
  subscriptionStream: {
    id: 'channels.usage.subscriptionStream',
    defaultMessage: 'Subscription streaming',
    description: 'A usage (deal) a channel accepts',
  },
  adSupportedStream: {
    id: 'channels.usage.adSupportedStream',
    defaultMessage: 'Ad-supported streaming',
    description: 'A usage (deal) a channel accepts',
  },
  nonInteractiveStream: {
    id: 'channels.usage.nonInteractiveStream',
    defaultMessage: 'Non-interactive streaming (radio)',
    description: 'A usage (deal) a channel accepts',
  },
  permanentDownload: {
    id: 'channels.usage.permanentDownload',
    defaultMessage: 'Permanent download',
    description: 'A usage (deal) a channel accepts',
  },
  conditionalDownload: {
    id: 'channels.usage.conditionalDownload',
    defaultMessage: 'Conditional download',
    description: 'A usage (deal) a channel accepts',
  },
});
