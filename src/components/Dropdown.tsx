// Fluent's Dropdown always renders a clear button named "Clear selection" in English, whatever the
// interface language: every drop-down of the app comes from here, with that name localized.
import { Dropdown as FluentDropdown, type DropdownProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from './messages';

export function Dropdown({ clearButton, ...props }: DropdownProps) {
  const intl = useIntl();
  const label = intl.formatMessage(sharedMessages.clearSelection);
  // a caller's own slot props (none today) keep priority over the default name
  const slot = clearButton === undefined ? { 'aria-label': label } : clearButton;
  return <FluentDropdown {...props} clearButton={slot} />;
}
