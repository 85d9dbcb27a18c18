import { Box, Spinner } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { ko } from '@/i18n/ko';
import { appState } from '@/state/store';

/**
 * Covers the screen while any spinner-counted call is in flight (lib/api-client), so a second tap
 * cannot send the same action twice. The spinner itself fades in late to avoid flashing on fast calls.
 */
export function SpinnerOverlay() {
  const { spinner } = useSnapshot(appState);
  if (spinner <= 0) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={ko.common.processing}
      data-testid="spinner-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      display="flex"
      alignItems="center"
      justifyContent="center"
      cursor="progress"
    >
      <Box
        bg="bg.panel"
        borderRadius="full"
        p="3"
        boxShadow="md"
        opacity="0"
        animation="fade-in 150ms ease-out 250ms forwards"
      >
        <Spinner size="lg" color="teal.600" borderWidth="3px" />
      </Box>
    </Box>
  );
}
