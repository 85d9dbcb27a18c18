import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading } from '@chakra-ui/react';

/** A titled panel of the store-settings screens, with optional actions beside its title. */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="lg" p="5" bg="bg.panel">
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** A settings form's save button: busy (and only then disabled) while the save is on its way. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <Box>
      <Button type="submit" colorPalette="teal" size="lg" loading={saving}>
        {label}
      </Button>
    </Box>
  );
}
