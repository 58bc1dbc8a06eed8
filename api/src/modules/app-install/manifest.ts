import sharp from 'sharp';

/** The site's colours (shared/src/build/index.html's theme-color and the page background). */
export const appColours = { theme: '#1f7a3d', background: '#ffffff' } as const;
export const iconSizes = [192, 512] as const;
export type IconSize = (typeof iconSizes)[number];

export interface ClubOfManifest {
  name: string;
  companyName: string | null;
}

/** Up to three initials of the club's name: the generated icon when the club has no logo. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(e\.?\s?V\.?|\d+)\b/gi, ' ')
    .split(/[\s\-.]+/)
    .filter((word) => /^\p{L}/u.test(word));
  const initials = words.map((word) => word[0]!.toUpperCase()).join('');
  return (initials || name.slice(0, 2).toUpperCase()).slice(0, 3);
}

/** The short name an installed app shows under its icon (at most 12 characters). */
export function shortNameOf(club: ClubOfManifest): string {
  const full = club.companyName?.trim() || club.name;
  if (full.length <= 12) return full;
  const withoutForm = full.replace(/\s+(e\.?\s?V\.?|\d{4})(\s|$).*$/i, '').trim();
  return withoutForm.length <= 12 ? withoutForm : initialsOf(full);
}

/** The W3C web app manifest of one club; the installed app opens the site's start page. */
export function webAppManifest(club: ClubOfManifest, language: 'de' | 'en') {
  const name = club.companyName?.trim() || club.name;
  return {
    id: '/',
    name,
    short_name: shortNameOf(club),
    description:
      language === 'en'
        ? `${name}: timetable, my courses and news`
        : `${name}: Trainingszeiten, meine Kurse und Neuigkeiten`,
    lang: language,
    dir: 'ltr',
    start_url: '/?source=app',
    scope: '/',
    display: 'standalone',
    theme_color: appColours.theme,
    background_color: appColours.background,
    icons: iconSizes.flatMap((size) => [
      { src: `/app-icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: `/app-icon-${size}.png?maskable=1`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square PNG of the club's logo on white (with room for a maskable crop), else its initials. */
export async function appIcon(size: IconSize, club: ClubOfManifest, logo: Buffer | null): Promise<Buffer> {
  if (logo) {
    try {
      // The safe zone of a maskable icon is the inner 80 %: the logo takes the inner 70 %.
      const inner = Math.round(size * 0.7);
      const picture = await sharp(logo, { limitInputPixels: 40_000_000 })
        .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .png()
        .toBuffer();
      return await sharp({
        create: { width: size, height: size, channels: 4, background: appColours.background },
      })
        .composite([{ input: picture, gravity: 'center' }])
        .png()
        .toBuffer();
    } catch {
      // An unreadable logo: the generated icon below.
    }
  }
  const initials = escapeXml(initialsOf(club.companyName?.trim() || club.name));
  const fontSize = Math.round(size * (initials.length > 2 ? 0.3 : 0.38));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="100%" height="100%" fill="${appColours.theme}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" ` +
    `font-size="${fontSize}" fill="#ffffff">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
