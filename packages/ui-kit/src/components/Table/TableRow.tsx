import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { classNames } from '../../internal/classNames';
import { cardClass, cardLabel, cardPlacements } from './cardPlacement';
import type { ColumnAlign, TableColumn } from './tableTypes';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="link"]';

export function alignClass(align: ColumnAlign | undefined): string {
  return `keel-table__cell--${align ?? 'start'}`;
}

/** True when the event started on a control inside the row, which handles it on its own. */
function fromNestedControl(event: { target: EventTarget; currentTarget: HTMLElement }): boolean {
  if (!(event.target instanceof Element)) return false;
  const control = event.target.closest(INTERACTIVE);
  return (
    control !== null && control !== event.currentTarget && event.currentTarget.contains(control)
  );
}

interface TableRowProps<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
}

/**
 * One data row, a component of its own (a card under 768 px, see Table.css): a table's cells render row by row, so React can pause a
 * long table between rows (a phone stays responsive) and skip the rows whose data is unchanged.
 */
function TableRowComponent<Row>({ row, columns, onRowClick }: TableRowProps<Row>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!fromNestedControl(event)) onRowClick?.(row);
  };
  const placements = cardPlacements(columns);
  return (
    <tr
      className={classNames('keel-table__row', onRowClick && 'keel-table__row--clickable')}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? onClick : undefined}
      onKeyDown={onRowClick ? onKeyDown : undefined}
    >
      {columns.map((column, index) => {
        const placement = placements[index] ?? 'field';
        return (
          <td
            key={column.id}
            className={classNames(
              'keel-table__cell',
              alignClass(column.align),
              cardClass(placement),
            )}
            // The card's label is CSS generated content: shown (and read) only in the card layout.
            data-label={placement === 'field' ? cardLabel(column) : undefined}
          >
            {column.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}

export const TableRow = memo(TableRowComponent) as typeof TableRowComponent;
