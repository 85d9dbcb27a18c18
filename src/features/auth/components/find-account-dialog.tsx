import { useState } from 'react';
import { ChakraScope } from '@/components/chakra-scope';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import { Button } from '@/components/ui/button';
import { ko } from '@/i18n/ko';
import { koFind } from '@/i18n/ko-account';
import s from './login.module.css';

const F = koFind;

// The dialogs (Chakra and the dialog machinery under it) load when asked for: the login page's first
// paint does not wait for them.
const FindIdDialog = retryableLazy(
  () => import('./find-account-dialogs'),
  (m) => m.FindIdDialog,
);
const FindPasswordDialog = retryableLazy(
  () => import('./find-account-dialogs'),
  (m) => m.FindPasswordDialog,
);

/**
 * "아이디 찾기" and "비밀번호 찾기" under the login form. The server answers the same whether or
 * not an account matched, so the screens only ever say "if it matched, we sent it".
 */
export function FindAccountLinks() {
  const [open, setOpen] = useState<'id' | 'password' | null>(null);
  return (
    <>
      <div className={s.links}>
        <Button variant="ghost" onClick={() => setOpen('id')}>
          {F.findId}
        </Button>
        <span className={s.muted} aria-hidden>
          |
        </span>
        <Button variant="ghost" onClick={() => setOpen('password')}>
          {F.findPassword}
        </Button>
      </div>
      {open ? (
        <ChakraScope fallback={null}>
          <LazyPart
            parts={[FindIdDialog, FindPasswordDialog]}
            failed={() => <p role="alert">{ko.common.partFailed}</p>}
          >
            {open === 'id' ? <FindIdDialog onClose={() => setOpen(null)} /> : null}
            {open === 'password' ? <FindPasswordDialog onClose={() => setOpen(null)} /> : null}
          </LazyPart>
        </ChakraScope>
      ) : null}
    </>
  );
}
