import { useId, type ReactNode, type Ref } from 'react';

export interface AccountPageFrameProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** The element focus helpers search for invalid fields and alerts. */
  ref?: Ref<HTMLElement>;
}

/** The narrow, centred card the sign-in, sign-up and password pages share: one heading, a short intro, the form. */
export function AccountPageFrame({ title, intro, children, ref }: AccountPageFrameProps) {
  const headingId = useId();
  return (
    <section ref={ref} className="lms-account-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="lms-account-page__title">
        {title}
      </h1>
      {intro && <p className="lms-account-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
