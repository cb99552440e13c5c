import { defineMessages, type NoMessageValues } from 'react-intl';

const LOGO = "The channel form's logo field (staff, /staff/channels)";

export const channelLogoMessages = defineMessages<{
  label: NoMessageValues;
  hint: { maxMb: number };
  none: NoMessageValues;
  choose: NoMessageValues;
  replace: NoMessageValues;
  remove: NoMessageValues;
}>({
  label: { id: 'channels.logo.label', defaultMessage: 'Logo', description: LOGO },
  hint: {
    id: 'channels.logo.hint',
    defaultMessage:
      'JPG or PNG, at most {maxMb} MB, square (shown at 32 to 48 px). Partners see it beside the channel name. Save once the upload is checked.',
    description: LOGO,
  },
  none: {
    id: 'channels.logo.none',
    defaultMessage: 'No logo: initials are shown',
    description: LOGO,
  },
  choose: { id: 'channels.logo.choose', defaultMessage: 'Upload logo', description: LOGO },
  replace: { id: 'channels.logo.replace', defaultMessage: 'Replace logo', description: LOGO },
  remove: { id: 'channels.logo.remove', defaultMessage: 'Remove logo', description: LOGO },
});
