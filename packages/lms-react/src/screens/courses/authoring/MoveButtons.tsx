import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

export interface MoveButtonsProps {
  /** The item's title: screen readers hear "Move up Introduction", not a row of identical buttons. */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: -1 | 1) => void;
}

/** Move up / Move down for one item of an ordered outline (modules, lessons, plan steps): the keyboard's way to reorder. */
export function MoveButtons({ name, isFirst, isLast, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="ghost" disabled={isFirst} onClick={() => onMove(-1)}>
        {t('adminCourses.outline.moveUp')} <VisuallyHidden>{name}</VisuallyHidden>
      </Button>
      <Button variant="ghost" disabled={isLast} onClick={() => onMove(1)}>
        {t('adminCourses.outline.moveDown')} <VisuallyHidden>{name}</VisuallyHidden>
      </Button>
    </>
  );
}
