import type { SocialIcon } from '../lib/social-icon';

// Simple 24x24 glyphs drawn with currentColor so they follow the surrounding text colour.
const paths: Record<SocialIcon, string> = {
  facebook: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H7.5v3.5H10V21h3.5v-7.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5h-9zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.8-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z',
  twitter: 'M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.1L21 21h-4.6l-4.4-6.1L6.6 21H4l6.8-7.7L4 3zm3 1.6 10.4 14.8h1.6L8.6 4.6H7z',
  tiktok: 'M15.5 3c.3 2.2 1.7 3.8 4 4v3c-1.5 0-2.8-.4-4-1.2V15a6 6 0 1 1-6-6c.3 0 .7 0 1 .1v3.1a3 3 0 1 0 2 2.8V3h3z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm6.9 9a8 8 0 0 0-3.4-5.9c.6 1.6 1 3.6 1.1 5.9h2.3zm-4.3 0c-.2-3.4-1.4-5.7-2.6-6.9-1.2 1.2-2.4 3.5-2.6 6.9h5.2zm-7.2 0c.1-2.3.5-4.3 1.1-5.9A8 8 0 0 0 5.1 11h2.3zm-2.3 2a8 8 0 0 0 3.4 5.9c-.6-1.6-1-3.6-1.1-5.9H5.1zm4.3 0c.2 3.4 1.4 5.7 2.6 6.9 1.2-1.2 2.4-3.5 2.6-6.9H9.4zm7.2 0c-.1 2.3-.5 4.3-1.1 5.9a8 8 0 0 0 3.4-5.9h-2.3z',
};

export function SocialIconSvg({ icon }: { icon: SocialIcon }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[icon]} fill="currentColor" />
    </svg>
  );
}
