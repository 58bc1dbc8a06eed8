// The spec's mobile layout rule, once for the browser and the server renderer: narrower than
// 450 px, or a mobile user agent. The server only knows the user agent, so a phone gets the
// mobile layout in the first HTML and the browser hydrates with the same answer.

/** The mobile layout: at most this wide. */
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
