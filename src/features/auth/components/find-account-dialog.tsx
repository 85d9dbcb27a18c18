import { lazy, Suspense, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';

const F = ko.find;

// The dialogs (and the dialog machinery under them) load when asked for: the login page's first
// paint does not wait for them.
const FindIdDialog = lazy(() => import('./find-account-dialogs').then((m) => ({ default: m.FindIdDialog })));
const FindPasswordDialog = lazy(() =>
  import('./find-account-dialogs').then((m) => ({ default: m.FindPasswordDialog })),
);

/**
 * "아이디 찾기" and "비밀번호 찾기" under the login form. The server answers the same whether or
 * not an account matched, so the screens only ever say "if it matched, we sent it".
 */
export function FindAccountLinks() {
  const [open, setOpen] = useState<'id' | 'password' | null>(null);
  return (
    <>
      <HStack justify="center" gap="2" mt="3">
        <Button variant="ghost" size="md" onClick={() => setOpen('id')}>
          {F.findId}
        </Button>
        <Text color="fg.muted" aria-hidden>
          |
        </Text>
        <Button variant="ghost" size="md" onClick={() => setOpen('password')}>
          {F.findPassword}
        </Button>
      </HStack>
      <Suspense fallback={null}>
        {open === 'id' ? <FindIdDialog onClose={() => setOpen(null)} /> : null}
        {open === 'password' ? <FindPasswordDialog onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
