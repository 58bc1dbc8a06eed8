import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { isExternal, routeOfPath } from '../../menus';

interface Props {
  /** A menu path ('/header/culture'), a route ('/culture') or an absolute URL. */
  to: string;
  /** True when `to` is a menu path whose first segment names the root menu. */
  isMenuPath?: boolean;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** Another host opens in a new tab; everything on this host is a router link. */
export function MenuLink({ to, isMenuPath = false, className, children, onNavigate }: Props) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  const route = isMenuPath ? routeOfPath(to) : to;
  return (
    <NavLink to={route} className={className} onClick={onNavigate} end>
      {children}
    </NavLink>
  );
}
