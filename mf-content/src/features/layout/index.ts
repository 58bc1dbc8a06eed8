// Public API of the layout feature.
export { SiteLayout } from './components/SiteLayout';
export { useIsMobile } from '../../lib/use-is-mobile';
export { CategoryIcon } from './components/NavIcons';
export { MenuLink } from './components/MenuLink';
