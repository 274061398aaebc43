// Pictures for empty states: one per kind of thing a list holds, so an empty page says at a glance what belongs
// there. Drawn inline (nothing to download, a few hundred bytes each in the screen's own chunk) in the theme's
// colours (feedback.css), so both themes and an admin's brand colours apply. Decorative: the state's heading says it in words.
import type { ReactNode } from 'react';

function Picture({ children }: { children: ReactNode }) {
  return (
    <svg
      className="lms-empty-state__picture"
      viewBox="0 0 120 96"
      aria-hidden="true"
      focusable="false"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <ellipse className="lms-empty-state__shadow" cx="60" cy="88" rx="44" ry="5" />
      {children}
    </svg>
  );
}

/** Courses: a stack of books. */
export function CoursesPicture() {
  return (
    <Picture>
      <rect x="26" y="62" width="68" height="18" rx="3" className="lms-empty-state__fill" />
      <rect x="32" y="44" width="58" height="18" rx="3" />
      <rect x="36" y="26" width="50" height="18" rx="3" className="lms-empty-state__fill" />
      <path d="M44 26v18M80 62v18" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** Learning: an open book with a bookmark. */
export function LearningPicture() {
  return (
    <Picture>
      <path
        d="M60 30c-10-8-24-9-36-6v50c12-3 26-2 36 6 10-8 24-9 36-6V24c-12-3-26-2-36 6z"
        className="lms-empty-state__fill"
      />
      <path d="M60 30v50" />
      <path d="M78 22v22l5-4 5 4V21" className="lms-empty-state__accent" />
      <path d="M32 38h18M32 48h18M68 52h18M68 62h14" opacity="0.6" />
    </Picture>
  );
}

/** Certificates: a page with a seal and ribbon. */
export function CertificatePicture() {
  return (
    <Picture>
      <rect x="22" y="16" width="76" height="56" rx="4" className="lms-empty-state__fill" />
      <path d="M34 32h40M34 42h28M34 52h20" />
      <circle cx="80" cy="56" r="9" className="lms-empty-state__accent" />
      <path d="M75 64l-3 14 8-5 8 5-3-14" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** Badges: a medal on its ribbon. */
export function BadgePicture() {
  return (
    <Picture>
      <path d="M46 12l14 26 14-26" className="lms-empty-state__accent" />
      <circle cx="60" cy="56" r="22" className="lms-empty-state__fill" />
      <path d="M60 44l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" />
    </Picture>
  );
}

/** People: two heads and shoulders. */
export function PeoplePicture() {
  return (
    <Picture>
      <circle cx="46" cy="34" r="11" className="lms-empty-state__fill" />
      <path d="M24 78c0-14 10-24 22-24s22 10 22 24" className="lms-empty-state__fill" />
      <circle cx="78" cy="38" r="9" />
      <path d="M64 56c4-3 9-4 14-4 11 0 18 9 18 22" />
    </Picture>
  );
}

/** Orders: a receipt. */
export function ReceiptPicture() {
  return (
    <Picture>
      <path d="M36 12h48v68l-8-5-8 5-8-5-8 5-8-5-8 5z" className="lms-empty-state__fill" />
      <path d="M46 28h28M46 38h28M46 48h16" />
      <path d="M66 60h8" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** Coupons: a ticket with a notch and a percent sign. */
export function CouponPicture() {
  return (
    <Picture>
      <path d="M18 30h84v10a8 8 0 0 0 0 16v10H18V56a8 8 0 0 0 0-16z" className="lms-empty-state__fill" />
      <path d="M70 32v32" strokeDasharray="4 5" />
      <path d="M36 60l16-24" className="lms-empty-state__accent" />
      <circle cx="38" cy="40" r="3" className="lms-empty-state__accent" />
      <circle cx="50" cy="56" r="3" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** Support: two speech bubbles. */
export function ConversationPicture() {
  return (
    <Picture>
      <path
        d="M18 20h52a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H38l-12 10V56h-2a6 6 0 0 1-6-6V26a6 6 0 0 1 6-6z"
        className="lms-empty-state__fill"
      />
      <path d="M84 38h12a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6h-2v10L82 70H62a6 6 0 0 1-6-6v-4" />
      <path d="M30 34h34M30 43h22" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** Surveys, steps and outlines: a clipboard with a checklist. */
export function ChecklistPicture() {
  return (
    <Picture>
      <rect x="32" y="14" width="56" height="68" rx="5" className="lms-empty-state__fill" />
      <rect x="48" y="9" width="24" height="10" rx="3" />
      <path d="M42 34l4 4 7-8M42 52l4 4 7-8" className="lms-empty-state__accent" />
      <path d="M60 35h18M60 53h18M44 70h34" />
    </Picture>
  );
}

/** Reports: a bar chart. */
export function ChartPicture() {
  return (
    <Picture>
      <path d="M20 14v66h82" />
      <rect x="30" y="50" width="12" height="30" rx="2" className="lms-empty-state__fill" />
      <rect x="50" y="36" width="12" height="44" rx="2" className="lms-empty-state__fill" />
      <rect x="70" y="24" width="12" height="56" rx="2" className="lms-empty-state__fill" />
      <path d="M30 40l22-14 20 6 20-18" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** Logs: a list beside a clock. */
export function LogPicture() {
  return (
    <Picture>
      <rect x="18" y="16" width="56" height="64" rx="4" className="lms-empty-state__fill" />
      <path d="M28 30h36M28 42h36M28 54h36M28 66h24" />
      <circle cx="84" cy="58" r="16" className="lms-empty-state__accent" />
      <path d="M84 50v8l6 4" className="lms-empty-state__accent" />
    </Picture>
  );
}

/** No match for a search or filters: a magnifying glass. */
export function SearchPicture() {
  return (
    <Picture>
      <circle cx="52" cy="42" r="22" className="lms-empty-state__fill" />
      <path d="M68 58l22 22" strokeWidth="6" />
      <path d="M44 42h16" className="lms-empty-state__accent" />
    </Picture>
  );
}
