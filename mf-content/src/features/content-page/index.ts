// Public API of the content-page feature.
export { ContentPageView } from './components/ContentPageView';
export { useChromeContent } from './model/use-chrome-content';
export { pageTitle, usePageTitle } from './model/use-page-title';
