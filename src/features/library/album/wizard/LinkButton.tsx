import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useRouterLinkProps } from '../../../../components/useRouterLinkProps';

interface Props {
  to: string;
  children: ReactNode;
  icon?: ButtonProps['icon'];
  iconPosition?: ButtonProps['iconPosition'];
  appearance?: ButtonProps['appearance'];
  testId?: string;
}

/** A link that looks like a button (wizard navigation): a real href, navigated in the app. */
export function LinkButton({ to, children, icon, iconPosition, appearance, testId }: Props) {
  const { href, onClick } = useRouterLinkProps(to);
  return (
    <Button
      as="a"
      href={href}
      onClick={onClick}
      icon={icon}
      iconPosition={iconPosition}
      appearance={appearance}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
