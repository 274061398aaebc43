import { useTranslation } from 'react-i18next';

function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A file lesson: a download link; opening the file completes the lesson (the `file-opened` event). */
export function FileLesson(props: {
  fileUrl: string;
  fileName: string;
  sizeBytes: number;
  completed: boolean;
  onOpened: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="lms-viewer-file">
      <p>{t('viewer.file.intro')}</p>
      <a
        className="lms-button lms-button--primary lms-viewer-file__link"
        href={props.fileUrl}
        download={props.fileName}
        target="_blank"
        rel="noopener"
        onClick={props.onOpened}
        onAuxClick={props.onOpened}
      >
        {t('viewer.file.download', {
          name: props.fileName,
          size: formatSize(props.sizeBytes, i18n.language),
        })}
      </a>
      {props.completed && <p className="lms-viewer-lesson__done">{t('viewer.file.opened')}</p>}
    </div>
  );
}
