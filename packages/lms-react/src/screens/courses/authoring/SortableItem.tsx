import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export interface SortableItemProps {
  id: string;
  handleLabel: string;
  children: (dragHandle: ReactNode) => ReactNode;
}

/** One list item that can be dragged by its handle (a real button: focusable, and Space picks it up). */
export function SortableItem({ id, handleLabel, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="lms-drag-handle"
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`lms-sortable-item${isDragging ? ' lms-sortable-item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
