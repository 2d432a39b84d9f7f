// A table of figures under its chart: the chart's data for everyone, a screen reader included.
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right. */
  numeric?: boolean;
}

interface FigureTableProps<Row> {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  empty: string;
  /** A last row of totals. */
  footer?: ReactNode[];
}

export function FigureTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
  footer,
}: FigureTableProps<Row>) {
  return (
    <Table striped withTableBorder captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : undefined}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{empty}</Table.Td>
          </Table.Tr>
        )}
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <Table.Th key={column.header} scope="row" fw={400}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && rows.length > 0 && (
        <Table.Tfoot>
          <Table.Tr>
            {footer.map((cell, index) =>
              index === 0 ? (
                <Table.Th key={index} scope="row">
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={index} ta="right" fw={700}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
