// Writes the demo club's pictures (SVG) to api/seed-media/. Run once: `pnpm --filter @club/api generate-media`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedMediaDir } from '../modules/multimedia/media-paths.js';

const green = ['#0b6b3a', '#14934f', '#8fd3ae'];

const motifs: Record<string, string> = {
  ball: '<circle r="90" fill="#fff"/><polygon points="0,-32 30,-10 19,26 -19,26 -30,-10" fill="#1d2b24"/><g stroke="#1d2b24" stroke-width="6" fill="none"><path d="M0-32V-88M30-10L84-28M19 26L52 72M-19 26L-52 72M-30-10L-84-28"/></g>',
  handball:
    '<circle r="80" fill="#f4c430"/><g stroke="#b0651a" stroke-width="7" fill="none"><path d="M-80 0H80M0-80V80"/><circle r="40"/></g>',
  volleyball:
    '<circle r="85" fill="#fff"/><g stroke="#2a5fa8" stroke-width="8" fill="none"><path d="M0-85C40-40 40 40 0 85M-74-42C-20-10 40-10 74-42M-74 42C-20 10 40 10 74 42"/></g>',
  basketball:
    '<circle r="85" fill="#e8722a"/><g stroke="#4a2410" stroke-width="6" fill="none"><path d="M-85 0H85M0-85V85"/><path d="M-60-60C-20-20-20 20-60 60M60-60C20-20 20 20 60 60"/></g>',
  waves:
    '<g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"><path d="M-120-30q30-30 60 0t60 0 60 0 60 0"/><path d="M-120 20q30-30 60 0t60 0 60 0 60 0"/><path d="M-120 70q30-30 60 0t60 0 60 0 60 0"/></g><circle cx="30" cy="-80" r="26" fill="#fff"/>',
  yoga: '<g fill="#fff"><circle cy="-95" r="22"/><path d="M-10-70h20l50 70-12 10-48-50-48 50-12-10z"/><rect x="-110" y="70" width="220" height="14" rx="7"/></g>',
  fitness:
    '<g fill="#fff"><rect x="-100" y="-12" width="200" height="24" rx="12"/><rect x="-120" y="-50" width="30" height="100" rx="8"/><rect x="90" y="-50" width="30" height="100" rx="8"/><rect x="-150" y="-35" width="24" height="70" rx="8"/><rect x="126" y="-35" width="24" height="70" rx="8"/></g>',
  heart: '<path d="M0 60C-90 0-90-70-40-70c20 0 40 20 40 40 0-20 20-40 40-40 50 0 50 70-40 130z" fill="#fff"/>',
  star: '<polygon points="0,-90 24,-28 90,-28 36,10 56,74 0,36 -56,74 -36,10 -90,-28 -24,-28" fill="#fff"/>',
};

// Pictures carry no text: blocks crop them (object-fit: cover) and put their own titles over them.
function picture(w: number, h: number, colors: string[], motif: string, title: string, _subtitle = ''): string {
  const [a, b, c] = colors;
  const scale = Math.min(w, h) / 500;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="r" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="${c}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#r)"/>
<circle cx="${w * 0.1}" cy="${h * 0.9}" r="${h * 0.45}" fill="#fff" opacity="0.07"/><circle cx="${w * 0.92}" cy="${h * 0.1}" r="${h * 0.3}" fill="#fff" opacity="0.08"/>
<path d="M0 ${h * 0.78} Q ${w * 0.5} ${h * 0.62} ${w} ${h * 0.8} V ${h} H 0 Z" fill="#000" opacity="0.12"/>
<g transform="translate(${w * 0.74} ${h * 0.46}) scale(${scale * 1.3})" opacity="0.95">${motifs[motif] ?? motifs.star}</g>
</svg>\n`;
}

function logo(name: string, short: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${name}">
<path d="M120 10 L220 45 V120 C220 180 170 215 120 230 C70 215 20 180 20 120 V45 Z" fill="${color}" stroke="#fff" stroke-width="8"/>
<path d="M120 40 L190 64 V120 C190 165 155 190 120 200 Z" fill="#fff" opacity="0.18"/>
<text x="120" y="128" text-anchor="middle" font-family="Georgia, serif" font-size="58" font-weight="700" fill="#fff">${short}</text>
<text x="120" y="170" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#fff">${name}</text>
</svg>\n`;
}

function sponsor(n: number): string {
  const names = [
    'Bäckerei Huber',
    'Autohaus Grünwald',
    'Isar Apotheke',
    'Stadtwerke Süd',
    'Malerbetrieb Kern',
    'Raiffeisenbank Isartal',
  ];
  const colors = ['#c0392b', '#2c3e50', '#16a085', '#2a5fa8', '#8e44ad', '#d35400'];
  const color = colors[n - 1] ?? '#333';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200" role="img" aria-label="${names[n - 1]}">
<rect width="400" height="200" rx="16" fill="#fff"/><circle cx="70" cy="100" r="44" fill="${color}"/><text x="70" y="114" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">${(names[n - 1] ?? 'S')[0]}</text>
<text x="130" y="110" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="${color}">${names[n - 1]}</text></svg>\n`;
}

function avatar(n: number): string {
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac'][n - 1] ?? '#f1c27d';
  const hair = ['#3b2219', '#a55728', '#1c1c1c', '#d6b370'][n - 1] ?? '#333';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Profile">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${green[2]}"/><stop offset="1" stop-color="${green[0]}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#b)"/><circle cx="200" cy="165" r="80" fill="${skin}"/><path d="M120 150 Q200 40 280 150 Q270 95 200 85 Q130 95 120 150Z" fill="${hair}"/>
<path d="M60 400 Q60 270 200 270 Q340 270 340 400Z" fill="#fff" opacity="0.9"/></svg>\n`;
}

const files: Record<string, string> = {
  'logo.svg': logo('TSV Grünwald', 'TSV', green[0]!),
  'logo-nord.svg': logo('SV Nord', 'SVN', '#1f4e8c'),
  'banner-home-1.svg': picture(
    1600,
    600,
    [green[0]!, '#0e4f8a', green[2]!],
    'ball',
    'TSV Grünwald 1897',
    'Sport für alle Generationen',
  ),
  'banner-home-2.svg': picture(
    1600,
    600,
    ['#0e4f8a', green[1]!, '#9fd0ff'],
    'fitness',
    'Kurse · Courses',
    'Herbst 2026',
  ),
  'banner-home-3.svg': picture(1600, 600, ['#d35400', '#f39c12', '#fff3c4'], 'star', 'Sommerfest', '18. Juli 2026'),
  'banner-members.svg': picture(
    1600,
    600,
    [green[0]!, green[1]!, '#fff'],
    'heart',
    'Mitglied werden',
    'Become a member',
  ),
  'banner-contact.svg': picture(1600, 600, ['#1d2b24', green[0]!, green[2]!], 'star', 'Kontakt', 'Contact'),
  'parallax-home.svg': picture(
    1600,
    800,
    ['#0b3d2a', green[1]!, green[2]!],
    'star',
    'Gemeinsam stark',
    'Stronger together',
  ),
  'parallax-culture.svg': picture(
    1600,
    800,
    ['#4a235a', '#c0392b', '#f5b7b1'],
    'star',
    'Kultur',
    'Theater · Musik · Feste',
  ),
  'sport-football.svg': picture(800, 600, [green[0]!, green[1]!, '#fff'], 'ball', 'Fußball'),
  'sport-handball.svg': picture(800, 600, ['#b03a2e', '#e67e22', '#fff'], 'handball', 'Handball'),
  'sport-volleyball.svg': picture(800, 600, ['#f1c40f', '#e67e22', '#fff'], 'volleyball', 'Volleyball'),
  'sport-basketball.svg': picture(800, 600, ['#6e2c00', '#d35400', '#fff'], 'basketball', 'Basketball'),
  'sport-swimming.svg': picture(800, 600, ['#1a5276', '#2e86c1', '#aed6f1'], 'waves', 'Schwimmen'),
  'sport-aqua.svg': picture(800, 600, ['#117a65', '#48c9b0', '#d1f2eb'], 'waves', 'Aquafitness'),
  'sport-yoga.svg': picture(800, 600, ['#6c3483', '#af7ac5', '#f5eef8'], 'yoga', 'Yoga'),
  'sport-fitness.svg': picture(800, 600, ['#1c2833', '#566573', green[2]!], 'fitness', 'Fitness'),
};
for (let n = 1; n <= 6; n++) files[`sponsor-${n}.svg`] = sponsor(n);
for (let n = 1; n <= 4; n++) files[`profile-${n}.svg`] = avatar(n);

mkdirSync(seedMediaDir, { recursive: true });
for (const [name, svg] of Object.entries(files)) writeFileSync(join(seedMediaDir, name), svg);
console.log(`wrote ${Object.keys(files).length} files to ${seedMediaDir}`);
