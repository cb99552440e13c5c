import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { API_LANGUAGES, toIntlLocale, type ApiLanguage } from '../domain/locale';
import { setLanguage } from '../i18n/languageStore';
import { commonMessages, LANGUAGE_NAMES } from '../i18n/messages';
import { useLanguage } from '../i18n/useLanguage';

/** Simplified Chinese / English switch; the change applies at once and is kept in a cookie. */
export function LanguageSwitch({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const current = intl.formatMessage(LANGUAGE_NAMES[language]);

  const onChange: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const next = checkedItems[0] as ApiLanguage | undefined;
    if (next) setLanguage(next);
  };

  return (
    <Menu checkedValues={{ language: [language] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={className}
          icon={<LocalLanguageRegular />}
          aria-label={intl.formatMessage(commonMessages.languageSwitch, { current })}
        >
          <span className={labelClassName}>{current}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {API_LANGUAGES.map((value) => (
            <MenuItemRadio key={value} name="language" value={value} lang={toIntlLocale(value)}>
              {intl.formatMessage(LANGUAGE_NAMES[value])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
