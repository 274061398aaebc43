import type { CSSProperties } from 'react';
import type { CertificateDesign } from '@lms/core';

export interface CertificateDrawingProps {
  design: CertificateDesign;
  learnerName: string;
  /** The facts printed at the foot, already worded (course, issue date, number). */
  facts: readonly string[];
  /** Names the drawing for assistive technology (the drawing repeats what the page says). */
  label: string;
}

/**
 * The certificate drawn on screen as the PDF draws it: borders in the template's colours, logo, title, the learner's
 * name (in any script: `dir="auto"`), the body, the signer and the facts. Also the admin's live preview.
 */
export function CertificateDrawing({ design, learnerName, facts, label }: CertificateDrawingProps) {
  const style = {
    '--lms-certificate-primary': design.primaryColor,
    '--lms-certificate-accent': design.accentColor,
    ...(design.background ? { backgroundImage: `url("${design.background}")` } : {}),
  } as CSSProperties;
  return (
    <figure
      className={`lms-certificate lms-certificate--${design.orientation}`}
      style={style}
      aria-label={label}
    >
      <div className="lms-certificate__frame">
        {design.logo && <img className="lms-certificate__logo" src={design.logo} alt="" />}
        <p className="lms-certificate__title" dir="auto">
          {design.title}
        </p>
        <p className="lms-certificate__name" dir="auto">
          {learnerName}
        </p>
        <p className="lms-certificate__body" dir="auto">
          {design.body}
        </p>
        <div className="lms-certificate__foot">
          <div className="lms-certificate__signer">
            {design.signature && <img className="lms-certificate__signature" src={design.signature} alt="" />}
            {design.signerName && (
              <>
                <span className="lms-certificate__signer-name" dir="auto">
                  {design.signerName}
                </span>
                <span dir="auto">{design.signerTitle}</span>
              </>
            )}
          </div>
          <div className="lms-certificate__facts">
            {facts.map((fact) => (
              <span key={fact} dir="auto">
                {fact}
              </span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}
