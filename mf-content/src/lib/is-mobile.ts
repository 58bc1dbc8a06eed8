/** The spec's mobile layout: narrower than 450 px, or a mobile user agent. */
export const mobileMaxWidth = 449;
/** The menus collapse into the mobile menu at 1199 px and narrower. */
export const collapsedMenuMaxWidth = 1199;

const mobileAgent = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return mobileAgent.test(userAgent);
}

export function isMobileLayout(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth <= mobileMaxWidth || isMobileUserAgent(userAgent);
}
