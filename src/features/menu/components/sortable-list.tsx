import { useState, type ComponentProps, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { HStack, IconButton, Stack } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { dropOrder, inOrder } from '../reorder';

const t = koMenuStore.drag;

/**
 * How far a finger or the mouse must travel on a handle before a drag starts: a tap stays a tap, and a
 * slip of a few pixels does not pick the row up.
 */
const ACTIVATION = { distance: 6 };

const [pointerDown] = PointerSensor.activators;

/** The pointer sensor for a mouse or a pen; a finger is the touch sensor's (one sensor per input). */
class MouseOrPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' &&
        pointerDown !== undefined &&
        pointerDown.handler(event, options),
    },
  ];
}

/** Rows move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableListProps<T extends object> {
  items: readonly T[];
  idOf(item: T): number;
  nameOf(item: T): string;
  /** No drag while a reorder is being saved. */
  disabled?: boolean;
  /** Saves the new order (one call per drop); settles when the cache shows the server's answer. */
  onReorder(ids: number[]): Promise<unknown>;
  /** One `SortableRow` per item, in the order shown. */
  children(item: T, index: number, count: number): ReactNode;
}

/**
 * A list whose rows are reordered by dragging their handle (mouse, pen, finger, or Space/arrows on a
 * focused handle). A drop that moved nothing sends nothing. The dropped order is shown until the save
 * settles — the cached menu has the optimistic order by then, or the old one back if it was refused.
 */
export function SortableList<T extends object>({
  items,
  idOf,
  nameOf,
  disabled,
  onReorder,
  children,
}: SortableListProps<T>) {
  const [dropped, setDropped] = useState<number[] | null>(null);
  const shown = dropped ? inOrder(items, idOf, dropped) : items;
  const ids = shown.map(idOf);
  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const name = (id: UniqueIdentifier) => {
    const item = shown.find((i) => idOf(i) === Number(id));
    return item === undefined ? '' : nameOf(item);
  };
  const at = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(name(active.id), at(active.id), ids.length),
    onDragOver: ({ active, over }) =>
      over ? t.over(name(active.id), at(over.id), ids.length) : t.outside(name(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? t.dropped(name(active.id), at(over.id), ids.length) : t.droppedOutside(name(active.id)),
    onDragCancel: ({ active }) => t.cancelled(name(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = dropOrder(ids, Number(active.id), over ? Number(over.id) : null);
    if (!next) return;
    setDropped(next);
    // A refusal has been toasted and rolled back by the write helper; here it only ends the override.
    void onReorder(next)
      .catch(() => undefined)
      .finally(() => setDropped(null));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap="0" as="ol">
          {shown.map((item, index) => children(item, index, shown.length))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps extends Omit<ComponentProps<typeof HStack>, 'id'> {
  id: number;
  /** The row's name, for its handle's label ("'후라이드치킨' 순서 끌어서 바꾸기"). */
  name: string;
  handleSize?: 'md' | 'lg';
}

/** A row of a `SortableList`: an `li` led by its drag handle; only the handle starts a drag. */
export function SortableRow({ id, name, handleSize = 'md', children, bg, ...props }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: t.roleDescription } });
  const off = attributes['aria-disabled'];
  return (
    <HStack
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      shadow={isDragging ? 'lg' : undefined}
      bg={bg ?? (isDragging ? 'bg.panel' : undefined)}
      {...props}
    >
      <IconButton
        ref={setActivatorNodeRef}
        aria-label={t.handle(name)}
        variant="ghost"
        size={handleSize}
        color="fg.muted"
        cursor={off ? 'not-allowed' : isDragging ? 'grabbing' : 'grab'}
        opacity={off ? 0.5 : undefined}
        // The handle takes the finger's moves itself instead of scrolling the page.
        touchAction="none"
        {...attributes}
        {...listeners}
      >
        <GripIcon />
      </IconButton>
      {children}
    </HStack>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 10 16" width="10" height="16" fill="currentColor" aria-hidden="true">
      {[2, 8].flatMap((cx) => [2, 8, 14].map((cy) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" />))}
    </svg>
  );
}
