export type SocialNetwork = 'twitter' | 'discord' | 'telegram' | 'github';

const PATHS: Record<SocialNetwork, string> = {
  twitter: 'M4 4l6.6 8.8L4.3 20H6l5.4-6.2L16 20h4l-6.9-9.2L19 4h-1.7l-5 5.7L8 4z',
  discord:
    'M19 5.6A16 16 0 0 0 15 4.4l-.5 1a15 15 0 0 0-5 0l-.5-1a16 16 0 0 0-4 1.2C2.5 9.4 1.8 13 2.1 16.6a16 16 0 0 0 4.9 2.4l1-1.6-1.6-.8.4-.3a11.4 11.4 0 0 0 10.4 0l.4.3-1.6.8 1 1.6a16 16 0 0 0 4.9-2.4c.4-4.2-.7-7.8-2.9-11zM9 14.4c-.9 0-1.7-.9-1.7-2s.8-2 1.7-2 1.7.9 1.7 2-.8 2-1.7 2zm6 0c-.9 0-1.7-.9-1.7-2s.8-2 1.7-2 1.7.9 1.7 2-.8 2-1.7 2z',
  telegram:
    'M21.5 3.5L2.8 10.7c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8s.6-.2 1-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.5-1.4zM8.9 13.3l8.7-5.5c.4-.3.8-.1.5.2l-7.2 6.5-.3 3z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
};

/** A social network's glyph; the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className="keel-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
