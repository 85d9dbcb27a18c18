import type { ReactNode } from 'react';
import { Flex, Heading, HStack } from '@chakra-ui/react';

interface PageHeaderProps {
  title: string;
  /** Buttons or badges shown at the right end of the header. */
  actions?: ReactNode;
}

/** The title row every screen starts with. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Flex as="header" align="center" justify="space-between" gap="4" mb="5" minH="10">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </Flex>
  );
}
