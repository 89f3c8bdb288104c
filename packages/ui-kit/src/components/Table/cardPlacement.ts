import type { CardPlacement, TableColumn } from './tableTypes';

/** Where each column goes in a row's card: as declared, else the first column is the title. */
export function cardPlacements<Row>(columns: readonly TableColumn<Row>[]): CardPlacement[] {
  const titled = columns.some((column) => column.card === 'title');
  return columns.map(
    (column, index) => column.card ?? (index === 0 && !titled ? 'title' : 'field'),
  );
}

/** The label a card field shows before its value; none for a header that is not plain text. */
export function cardLabel<Row>(column: TableColumn<Row>): string | undefined {
  if (column.cardLabel !== undefined) return column.cardLabel;
  return typeof column.header === 'string' ? column.header : undefined;
}

export function cardClass(placement: CardPlacement): string {
  return `keel-table__cell--card-${placement}`;
}
