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
