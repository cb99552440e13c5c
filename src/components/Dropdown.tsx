// Fluent's Dropdown always renders a clear button named "Clear selection" in English, whatever the
// interface language: every drop-down of the app comes from here, with that name localized.
import { Dropdown as FluentDropdown, type DropdownProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from './messages';

export function Dropdown({ clearButton, ...props }: DropdownProps) {
  const intl = useIntl();
  const own = typeof clearButton === 'object' && clearButton !== null && !Array.isArray(clearButton) ? clearButton : {};
  return <FluentDropdown {...props} clearButton={{ 'aria-label': intl.formatMessage(sharedMessages.clearSelection), ...own }} />;
}
