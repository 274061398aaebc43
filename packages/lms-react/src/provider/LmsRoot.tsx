import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../runtime/useThemeChoice';
import { labelAdminTablesWithin } from '../ui-kit/table-column-labels';
import { PortalContainerContext } from './portal-container';

/**
 * The element every library style is scoped under (`.lms-root`). It carries the language and its writing direction,
 * so right-to-left languages (ar, he, ...) lay out mirrored without the host page changing anything, and the colour
 * theme the user chose (`data-lms-theme`; without it the system setting decides, in the stylesheet). Admin tables
 * inside it get their column names on every cell, for the cards they become on phones (ui-kit/table-column-labels).
 */
export function LmsRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [theme] = useThemeChoice();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const language = i18n.language;
  useEffect(() => (element ? labelAdminTablesWithin(element) : undefined), [element]);
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
