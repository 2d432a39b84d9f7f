// The check's errors: one row per problem, with the file's line, the column and the message.
import { Table } from '@mantine/core';
import type { ImportError } from '@bandbook/domain';

export function ImportErrorsTable({ errors }: { errors: readonly ImportError[] }) {
  return (
    <Table striped withTableBorder aria-label="Errors in the file">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Line</Table.Th>
          <Table.Th scope="col">Column</Table.Th>
          <Table.Th scope="col">Message</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {errors.map((error, index) => (
          <Table.Tr key={`${error.line}-${error.column}-${index}`}>
            <Table.Td>{error.line}</Table.Td>
            <Table.Td>{error.column || '(whole line)'}</Table.Td>
            <Table.Td>{error.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
