import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ko } from '@/i18n/ko';

/** Any unknown path. */
export function NotFound() {
  return (
    <Center minH="100dvh" px="6">
      <VStack gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="teal.600" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {ko.error.notFoundTitle}
        </Heading>
        <Text color="fg.muted">{ko.error.notFoundBody}</Text>
        <Button asChild colorPalette="teal">
          <Link to="/order-list">{ko.error.goHome}</Link>
        </Button>
      </VStack>
    </Center>
  );
}
