import { Button, HStack, Text } from '@chakra-ui/react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { ko } from '@/i18n/ko';

/** registerType 'prompt': a new version waits until the user agrees to reload into it. */
export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <HStack
      role="alert"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="gray.900"
      color="white"
      px="4"
      py="3"
      borderRadius="lg"
      boxShadow="lg"
      gap="3"
    >
      <Text>{ko.pwa.updateReady}</Text>
      <Button size="sm" colorPalette="teal" onClick={() => void updateServiceWorker(true)}>
        {ko.pwa.update}
      </Button>
      <Button size="sm" variant="ghost" color="white" onClick={() => setNeedRefresh(false)}>
        {ko.pwa.later}
      </Button>
    </HStack>
  );
}
