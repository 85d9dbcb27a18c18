import { Box, Text } from '@chakra-ui/react';

/** A socket notification's title and body, as text (never as HTML). */
export function LiveToast({ title, body }: { title: string; body: string }) {
  return (
    <Box data-testid="live-toast">
      {title ? <Text fontWeight="bold">{title}</Text> : null}
      {body ? <Text fontSize="sm">{body}</Text> : null}
    </Box>
  );
}
