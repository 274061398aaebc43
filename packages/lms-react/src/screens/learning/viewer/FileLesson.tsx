import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../ui-kit/file-size';
import { useMediaUrl } from '../../../runtime/useMediaUrl';

/** A file lesson: a download link; opening the file completes the lesson (the `file-opened` event). */
export function FileLesson(props: {
  fileUrl: string;
  fileName: string;
  sizeBytes: number;
  completed: boolean;
  onOpened: () => void;
}) {
  const { t, i18n } = useTranslation();
  const mediaUrl = useMediaUrl();
  return (
    <div className="lms-viewer-file">
      <p>{t('viewer.file.intro')}</p>
      <a
        className="lms-button lms-button--primary lms-viewer-file__link"
        href={mediaUrl(props.fileUrl)}
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
