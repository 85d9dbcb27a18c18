import type { ReactNode } from 'react';
import { Box, Flex, Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';

export interface ListPageProps {
  title: string;
  /** Buttons at the right of the title (CSV export, add…). */
  actions?: ReactNode;
  /** The filter bar above the list. */
  filters?: ReactNode;
  /** The list: a DataTable brings its own pager, CSV button and states. */
  children: ReactNode;
}

/** The frame of a list screen: title and actions, filters, the list. */
export function ListPage({ title, actions, filters, children }: ListPageProps) {
  return (
    <Stack gap="4">
      <PageHeader title={title} actions={actions} />
      {filters ? (
        <Flex as="form" role="search" gap="3" wrap="wrap" align="end" onSubmit={(e) => e.preventDefault()}>
          {filters}
        </Flex>
      ) : null}
      <Box>{children}</Box>
    </Stack>
  );
}
