export interface SkeletonProps {
  /** Number of text lines to sketch. */
  lines?: number;
  /** Adds a block (image area) above the lines, as on a card. */
  withMedia?: boolean;
}

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ lines = 3, withMedia = false }: SkeletonProps) {
  return (
    <div className="lms-skeleton" aria-hidden="true">
      {withMedia && <div className="lms-skeleton__media" />}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="lms-skeleton__line" />
      ))}
    </div>
  );
}
