import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalContainer } from '../../../provider/portal-container';
import { SortableItem } from './SortableItem';

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  className?: string;
  /** Readable name of an item, for the drag handle and the screen-reader announcements. */
  nameOf: (item: T) => string;
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, index: number, dragHandle: ReactNode) => ReactNode;
}

/**
 * A vertical list whose items move by drag and drop (pointer) or by keyboard (Space on the handle, arrows, Space),
 * with every step announced in the admin's language (dnd-kit).
 */
export function SortableList<T extends { id: string }>({
  items,
  className,
  nameOf,
  onReorder,
  renderItem,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const name = (id: UniqueIdentifier | undefined) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? nameOf(item) : '';
  };
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('adminCourses.dnd.picked', {
        name: name(active.id),
        position: position(active.id),
        total: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('adminCourses.dnd.over', {
            name: name(active.id),
            position: position(over.id),
            total: ids.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('adminCourses.dnd.dropped', {
        name: name(active.id),
        position: position(over?.id ?? active.id),
        total: ids.length,
      }),
    onDragCancel: ({ active }) => t('adminCourses.dnd.cancelled', { name: name(active.id) }),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('adminCourses.dnd.instructions') },
        ...(container ? { container } : {}),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              handleLabel={t('adminCourses.dnd.handle', { name: nameOf(item) })}
            >
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
