// Public API of the layout feature.
export { SiteLayout } from './components/SiteLayout';
export { useIsMobile } from './model/use-is-mobile';
