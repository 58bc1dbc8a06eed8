import { type MenuSpec, t, template } from './builders.js';

// Legal notice (Impressum, § 5 DDG) and privacy policy (Datenschutzerklärung, Art. 13 GDPR) of the
// demo club. Every company detail is a placeholder and says so: a real club replaces them in the
// editor before going live. The privacy page names the tools the consent dialog governs
// (mf-content's consentTools: YouTube, Vimeo, Instagram).

/** A placeholder detail, visibly marked as such. */
const mark = (text: string) => `${text} <strong>[Platzhalter]</strong>`;
const markEn = (text: string) => `${text} <strong>[placeholder]</strong>`;

const imprintDe = [
  '<p><strong>Hinweis:</strong> Dies ist ein Demo-Verein. Alle mit [Platzhalter] markierten Angaben sind Beispiele und müssen vor der Veröffentlichung durch die echten Angaben des Vereins ersetzt werden.</p>',
  '<h2>Angaben gemäß § 5 DDG</h2>',
  `<p>${mark('TSV Grünwald 1897 e.V.')}<br>${mark('Südliche Münchner Str. 12')}<br>${mark('82031 Grünwald')}</p>`,
  `<h2>Vertreten durch den Vorstand</h2><p>${mark('Dr. Martin Schreiber (1. Vorsitzender)')}<br>${mark('Claudia Neumeier (2. Vorsitzende)')}</p>`,
  `<h2>Kontakt</h2><p>Telefon: ${mark('+49 89 6412 3300')}<br>E-Mail: ${mark('info@demo.club')}</p>`,
  `<h2>Registereintrag</h2><p>Eingetragen im Vereinsregister.<br>Registergericht: ${mark('Amtsgericht München')}<br>Registernummer: ${mark('VR 000000')}</p>`,
  `<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2><p>${mark('Dr. Martin Schreiber, Anschrift wie oben')}</p>`,
  '<h2>Haftung für Links</h2><p>Unsere Seiten enthalten Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter verantwortlich.</p>',
].join('');

const imprintEn = [
  "<p><strong>Note:</strong> this is a demo club. Every detail marked [placeholder] is an example and must be replaced by the club's real details before the site goes live.</p>",
  '<h2>Information according to § 5 DDG (German Digital Services Act)</h2>',
  `<p>${markEn('TSV Grünwald 1897 e.V.')}<br>${markEn('Südliche Münchner Str. 12')}<br>${markEn('82031 Grünwald, Germany')}</p>`,
  `<h2>Represented by the board</h2><p>${markEn('Dr. Martin Schreiber (chairman)')}<br>${markEn('Claudia Neumeier (vice chair)')}</p>`,
  `<h2>Contact</h2><p>Phone: ${markEn('+49 89 6412 3300')}<br>E-mail: ${markEn('info@demo.club')}</p>`,
  `<h2>Register entry</h2><p>Registered in the register of associations.<br>Register court: ${markEn('Amtsgericht München')}<br>Register number: ${markEn('VR 000000')}</p>`,
  `<h2>Responsible for the content under § 18 (2) MStV</h2><p>${markEn('Dr. Martin Schreiber, address as above')}</p>`,
  '<h2>Liability for links</h2><p>Our pages link to external websites of third parties whose content we cannot influence. The respective provider is always responsible for that content.</p>',
].join('');

const privacyDe = [
  '<p><strong>Hinweis:</strong> Dies ist ein Demo-Verein. Mit [Platzhalter] markierte Angaben sind Beispiele und müssen vor der Veröffentlichung ersetzt werden.</p>',
  `<h2>Verantwortlicher</h2><p>${mark('TSV Grünwald 1897 e.V., Südliche Münchner Str. 12, 82031 Grünwald')}<br>E-Mail: ${mark('datenschutz@demo.club')}</p>`,
  '<h2>Welche Daten wir verarbeiten</h2><p>Beim Besuch der Website verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite), um die Seiten auszuliefern und Missbrauch abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Wenn du das Kontaktformular nutzt, dich als Mitglied anmeldest oder einen Kurs buchst, verarbeiten wir die dort eingegebenen Daten zur Bearbeitung deines Anliegens bzw. zur Durchführung der Mitgliedschaft (Art. 6 Abs. 1 lit. b DSGVO).</p>',
  '<h2>Lokaler Speicher im Browser</h2><p>Wir speichern im lokalen Speicher deines Browsers nur, was die Seite zum Funktionieren braucht: die gewählte Sprache, deine Anmeldung und deine Datenschutz-Auswahl. Wir verwenden keine Analyse- oder Werbe-Cookies.</p>',
  '<h2>Eingebundene Dienste von Drittanbietern</h2><p>Die folgenden Dienste werden erst geladen, wenn du ihnen im Dialog „Datenschutz-Einstellungen“ zugestimmt hast (Art. 6 Abs. 1 lit. a DSGVO). Ohne Zustimmung zeigen wir an ihrer Stelle einen Hinweis.</p>',
  '<ul><li><strong>YouTube</strong> (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland): Videos, abgespielt über youtube-nocookie.com. Datenschutzerklärung: <a href="https://policies.google.com/privacy">policies.google.com/privacy</a></li>',
  '<li><strong>Vimeo</strong> (Vimeo.com, Inc., 330 West 34th Street, New York, NY 10001, USA): Videos, abgespielt über player.vimeo.com. Datenschutzerklärung: <a href="https://vimeo.com/privacy">vimeo.com/privacy</a></li>',
  '<li><strong>Instagram</strong> (Meta Platforms Ireland Limited, Merrion Road, Dublin 4, Irland): die neuesten Beiträge unseres Instagram-Profils. Datenschutzerklärung: <a href="https://privacycenter.instagram.com/policy">privacycenter.instagram.com/policy</a></li></ul>',
  '<p>Deine Auswahl kannst du jederzeit über den Link zu den Cookie-Einstellungen in der Fußzeile ändern oder widerrufen.</p>',
  '<h2>Deine Rechte</h2><p>Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (für Bayern: Bayerisches Landesamt für Datenschutzaufsicht).</p>',
].join('');

const privacyEn = [
  '<p><strong>Note:</strong> this is a demo club. Details marked [placeholder] are examples and must be replaced before the site goes live.</p>',
  `<h2>Controller</h2><p>${markEn('TSV Grünwald 1897 e.V., Südliche Münchner Str. 12, 82031 Grünwald, Germany')}<br>E-mail: ${markEn('datenschutz@demo.club')}</p>`,
  '<h2>What data we process</h2><p>When you visit the website our server processes technically necessary data (IP address, time, page requested) to deliver the pages and fend off abuse (Art. 6 (1) (f) GDPR). When you use the contact form, apply for membership or book a course, we process the data you enter to handle your request or your membership (Art. 6 (1) (b) GDPR).</p>',
  "<h2>Local storage in your browser</h2><p>We keep only what the site needs to work in your browser's local storage: the language you chose, your login and your privacy choice. We use no analytics or advertising cookies.</p>",
  '<h2>Third-party services</h2><p>The following services load only after you have accepted them in the "Privacy settings" dialog (Art. 6 (1) (a) GDPR). Without your consent we show a notice in their place.</p>',
  '<ul><li><strong>YouTube</strong> (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland): videos, played through youtube-nocookie.com. Privacy policy: <a href="https://policies.google.com/privacy">policies.google.com/privacy</a></li>',
  '<li><strong>Vimeo</strong> (Vimeo.com, Inc., 330 West 34th Street, New York, NY 10001, USA): videos, played through player.vimeo.com. Privacy policy: <a href="https://vimeo.com/privacy">vimeo.com/privacy</a></li>',
  '<li><strong>Instagram</strong> (Meta Platforms Ireland Limited, Merrion Road, Dublin 4, Ireland): the latest posts of our Instagram profile. Privacy policy: <a href="https://privacycenter.instagram.com/policy">privacycenter.instagram.com/policy</a></li></ul>',
  '<p>You can change or withdraw your choice at any time through the cookie settings link in the footer.</p>',
  '<h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a data protection authority (for Bavaria: Bayerisches Landesamt für Datenschutzaufsicht).</p>',
].join('');

/** The sub-page menu 'Rechtliches' with Impressum and Datenschutz (routes /legal/imprint, /legal/privacy). */
export function legalMenu(): MenuSpec {
  const page = (de: string, en: string, textDe: string, textEn: string) => ({
    name: t(de, en),
    menuPath: '/page/legal',
    templates: [
      template('COMMON_BANNER', [{ title: t(de, en), text: t('TSV Grünwald 1897 e.V.', 'TSV Grünwald 1897 e.V.') }]),
      template('TEXT_AREA', [{ text: t(textDe, textEn) }]),
    ],
  });
  return {
    path: '/page/legal',
    name: t('Rechtliches', 'Legal'),
    children: [
      {
        path: '/page/legal/imprint',
        name: t('Impressum', 'Imprint'),
        page: page('Impressum', 'Imprint', imprintDe, imprintEn),
      },
      {
        path: '/page/legal/privacy',
        name: t('Datenschutz', 'Privacy'),
        page: page('Datenschutz', 'Privacy policy', privacyDe, privacyEn),
      },
    ],
  };
}
