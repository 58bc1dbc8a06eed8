// The mobile layout rule lives in the contracts: the server renderer applies it to the user agent.
export { collapsedMenuMaxWidth, isMobileLayout, isMobileUserAgent, mobileMaxWidth } from '@club/shared/contracts';
