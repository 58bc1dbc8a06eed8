export type SocialIcon = 'facebook' | 'instagram' | 'youtube' | 'twitter' | 'tiktok' | 'globe';

const byHost: [RegExp, SocialIcon][] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook'],
  [/(^|\.)(instagram\.com|instagr\.am)$/, 'instagram'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)(twitter\.com|x\.com)$/, 'twitter'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
];

/** The icon of a social media link, chosen from its host; a globe for anything else. */
export function socialIconOf(link: string): SocialIcon {
  let host: string;
  try {
    host = new URL(/^[a-z]+:\/\//i.test(link) ? link : `https://${link}`).hostname.toLowerCase();
  } catch {
    return 'globe';
  }
  return byHost.find(([pattern]) => pattern.test(host))?.[1] ?? 'globe';
}
