import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * href + onClick for any anchor-rendering Fluent component (NavItem, Button as="a",
 * BreadcrumbButton): a client-side navigation on plain clicks, the browser's own on
 * modified clicks (new tab, new window).
 */
export function useRouterLinkProps(to: string): {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
} {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLElement>(to);
  return { href, onClick: handle };
}
