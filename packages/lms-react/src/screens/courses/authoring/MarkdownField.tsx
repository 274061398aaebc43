import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { MarkdownView } from '../../../components/MarkdownView';
import { Textarea } from '../../../components/Textarea';

export interface MarkdownFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  maxLength?: number;
}

/**
 * A Markdown textarea (6 rows) with a preview rendered exactly as students will read it (the shared MarkdownView:
 * no raw HTML, no unsafe links).
 */
export function MarkdownField({ label, value, onChange, error, maxLength }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  return (
    <div className="lms-markdown-field">
      <Textarea
        label={label}
        description={t('adminCourses.markdownHint')}
        value={value}
        error={error}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="ghost"
        aria-expanded={previewing}
        aria-controls={previewId}
        onClick={() => setPreviewing((shown) => !shown)}
      >
        {previewing ? t('adminCourses.hidePreview') : t('adminCourses.showPreview')}
      </Button>
      <div id={previewId} className="lms-markdown-field__preview" hidden={!previewing}>
        {previewing &&
          (value.trim() === '' ? (
            <p>{t('adminCourses.previewEmpty')}</p>
          ) : (
            <MarkdownView markdown={value} headingOffset={2} />
          ))}
      </div>
    </div>
  );
}
