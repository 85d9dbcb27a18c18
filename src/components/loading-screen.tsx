import { Center, Image } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';

/** Spec §2: before the app is ready, pages show a loading image instead of the shell. */
export function LoadingScreen() {
  return (
    <Center minH="100dvh" bg="bg.subtle">
      <Image
        src={`${import.meta.env.BASE_URL}loading.svg`}
        alt={ko.app.loading}
        width="120px"
        height="120px"
      />
    </Center>
  );
}
