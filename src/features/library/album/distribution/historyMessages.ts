import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { DeliveryBatchView } from '../../../../domain/distribution/deliveries';

/** The delivery history's words (what each channel was told and answered). */
export const historyMessages = defineMessages<{
  open: { channel: string };
  history: NoMessageValues;
  title: { channel: string };
  tableLabel: NoMessageValues;
  kind: NoMessageValues;
  batch: NoMessageValues;
  time: NoMessageValues;
  state: NoMessageValues;
  answer: NoMessageValues;
  files: NoMessageValues;
  message: NoMessageValues;
  manifest: NoMessageValues;
  ack: NoMessageValues;
  empty: NoMessageValues;
  fileTitle: { file: string; batch: string };
  loading: NoMessageValues;
}>({
  open: {
    id: 'album.distribution.history.open',
    defaultMessage: 'History of {channel}',
    description: 'Button in a channel row: open what was sent to the channel and what it answered',
  },
  history: {
    id: 'album.distribution.history.button',
    defaultMessage: 'History',
    description: 'Button in a channel row: the batches sent to the channel',
  },
  title: {
    id: 'album.distribution.history.title',
    defaultMessage: 'Deliveries to {channel}',
    description: 'Title of the delivery history dialog',
  },
  tableLabel: {
    id: 'album.distribution.history.tableLabel',
    defaultMessage: 'Delivery batches, newest first',
    description: 'Accessible name of the batch table',
  },
  kind: {
    id: 'album.distribution.history.kind',
    defaultMessage: 'Kind',
    description: 'Column: release, update or takedown',
  },
  batch: {
    id: 'album.distribution.history.batch',
    defaultMessage: 'Batch',
    description: 'Column: the batch folder name on the channel',
  },
  time: {
    id: 'album.distribution.history.time',
    defaultMessage: 'Time',
    description: 'Column: when the batch was made and completed',
  },
  state: {
    id: 'album.distribution.history.state',
    defaultMessage: 'State',
    description: 'Column: the batch state',
  },
  answer: {
    id: 'album.distribution.history.answer',
    defaultMessage: 'Channel’s answer',
    description: 'Column: the acknowledgement status and text, or the last error',
  },
  files: {
    id: 'album.distribution.history.files',
    defaultMessage: 'Files',
    description: 'Column: buttons to view the message, manifest and acknowledgement',
  },
  message: {
    id: 'album.distribution.history.message',
    defaultMessage: 'View message',
    description: 'Button: show the ERN XML message sent',
  },
  manifest: {
    id: 'album.distribution.history.manifest',
    defaultMessage: 'Manifest',
    description: 'Button: show the batch-complete manifest',
  },
  ack: {
    id: 'album.distribution.history.ack',
    defaultMessage: 'Acknowledgement',
    description: 'Button: show the channel’s acknowledgement file',
  },
  empty: {
    id: 'album.distribution.history.empty',
    defaultMessage: 'Nothing was sent to this channel yet.',
    description: 'Empty delivery history',
  },
  fileTitle: {
    id: 'album.distribution.history.fileTitle',
    defaultMessage: '{file} of batch {batch}',
    description: 'Title of the file viewer',
  },
  loading: {
    id: 'album.distribution.history.loading',
    defaultMessage: 'Loading…',
    description: 'While the file is read',
  },
});

export const batchKindMessages: Readonly<Record<DeliveryBatchView['kind'], MessageDescriptor>> =
  defineMessages({
    release: {
      id: 'album.distribution.history.kind.release',
      defaultMessage: 'Release',
      description: 'Batch kind',
    },
    update: {
      id: 'album.distribution.history.kind.update',
      defaultMessage: 'Update',
      description: 'Batch kind',
    },
    takedown: {
      id: 'album.distribution.history.kind.takedown',
      defaultMessage: 'Takedown',
      description: 'Batch kind',
    },
  });

export const batchStateMessages: Readonly<Record<DeliveryBatchView['state'], MessageDescriptor>> =
  defineMessages({
    writing: {
      id: 'album.distribution.history.state.writing',
      defaultMessage: 'Being written',
      description: 'Batch state',
    },
    sent: {
      id: 'album.distribution.history.state.sent',
      defaultMessage: 'Sent, waiting for the answer',
      description: 'Batch state',
    },
    answered: {
      id: 'album.distribution.history.state.answered',
      defaultMessage: 'Answered',
      description: 'Batch state',
    },
    failed: {
      id: 'album.distribution.history.state.failed',
      defaultMessage: 'Failed',
      description: 'Batch state',
    },
  });
