import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../runtime/useThemeChoice';
import { PortalContainerContext } from './portal-container';

/**
 * The element every library style is scoped under (`.lms-root`). It carries the language and its writing direction,
 * so right-to-left languages (ar, he, ...) lay out mirrored without the host page changing anything, and the colour
 * theme the user chose (`data-lms-theme`; without it the system setting decides, in the stylesheet).
 */
export function LmsRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [theme] = useThemeChoice();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const language = i18n.language;
  return (
    <div
      ref={setElement}
      className="lms-root"
      lang={language}
      dir={i18n.dir(language)}
      data-lms-theme={theme === 'system' ? undefined : theme}
    >
      <PortalContainerContext value={element}>{children}</PortalContainerContext>
    </div>
  );
}
