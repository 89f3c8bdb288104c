/** Small inline icons of the shell; decorative, so hidden from assistive technology. */
export function UserIcon() {
  return (
    <svg className="keel-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg className="keel-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
        fill="currentColor"
      />
    </svg>
  );
}

export function GearIcon() {
  return (
    <svg className="keel-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm8.4 4.9-1.6-.9a6.9 6.9 0 0 0 0-1l1.6-.9a.6.6 0 0 0 .2-.8l-1.6-2.8a.6.6 0 0 0-.8-.2l-1.6.9a7 7 0 0 0-.9-.5V5.4a.6.6 0 0 0-.6-.6h-3.2a.6.6 0 0 0-.6.6v1.8a7 7 0 0 0-.9.5l-1.6-.9a.6.6 0 0 0-.8.2L5.4 9.8a.6.6 0 0 0 .2.8l1.6.9a6.9 6.9 0 0 0 0 1l-1.6.9a.6.6 0 0 0-.2.8l1.6 2.8a.6.6 0 0 0 .8.2l1.6-.9c.3.2.6.4.9.5v1.8c0 .3.3.6.6.6h3.2c.3 0 .6-.3.6-.6v-1.8c.3-.1.6-.3.9-.5l1.6.9c.3.2.7.1.8-.2l1.6-2.8a.6.6 0 0 0-.2-.8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
