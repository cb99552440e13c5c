import { Link } from '@fluentui/react-components';
import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { useRouterLinkProps } from './useRouterLinkProps';

interface Props extends Pick<AriaAttributes, 'aria-label' | 'aria-current'> {
  to: string;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  inline?: boolean;
}

/** A Fluent Link that navigates inside the app (a real href for new tabs and assistive tech). */
export function RouterLink({ to, ...rest }: Props) {
  const { href, onClick } = useRouterLinkProps(to);
  return (
    <Link
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => onClick(event)}
    />
  );
}
