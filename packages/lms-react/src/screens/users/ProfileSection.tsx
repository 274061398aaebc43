import { useId, type ReactNode } from 'react';

export interface ProfileSectionProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** `danger` sets the account-deletion section apart. */
  tone?: 'default' | 'danger';
}

/** One titled part of the profile page, a landmark-free region named by its heading. */
export function ProfileSection({ title, description, children, tone = 'default' }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section className={`lms-profile-section lms-profile-section--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="lms-profile-section__title">
        {title}
      </h2>
      {description && <p className="lms-profile-section__description">{description}</p>}
      {children}
    </section>
  );
}
