import { useState } from 'react';
import { Badge, Button, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { alertPlayer, repeatAlertEnabled, setRepeatAlert } from '@/features/live';
import { appState } from '@/state/store';
import { liveState } from '@/state/live';
import { koCounter } from '@/i18n/ko-counter';
import { useSendTestNoti } from '../api/send-test-noti';
import { koreanVoice, setVoiceEnabled, voiceEnabled } from '../voice';

/** /test: proves the whole live path — server → socket → toast and sound on every tablet of the store. */
export function TestPage() {
  const { store_id: storeId } = useSnapshot(appState);
  const { connection } = useSnapshot(liveState);
  const { audio } = useSnapshot(liveState);
  const send = useSendTestNoti();
  const [repeat, setRepeat] = useState(repeatAlertEnabled);
  const [voice, setVoice] = useState(voiceEnabled);
  // Asked as the page opens (voices may load later: the spoken order asks again each time).
  const [hasVoice] = useState(() => koreanVoice(globalThis.speechSynthesis) !== null);
  const t = ko.orders.test;
  return (
    <Stack gap="4" maxW="2xl">
      <PageHeader title={ko.page.test} />
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Text>{t.description}</Text>
            <HStack>
              <Text fontWeight="semibold" minW="28">
                {t.socket}
              </Text>
              <Badge
                size="lg"
                colorPalette={connection === 'open' ? 'green' : 'orange'}
                data-testid="test-connection"
              >
                {ko.orders.connection[connection]}
              </Badge>
            </HStack>
            <HStack>
              <Text fontWeight="semibold" minW="28">
                {t.sound}
              </Text>
              <Badge size="lg" colorPalette={audio === 'unlocked' ? 'green' : 'orange'}>
                {audio === 'unlocked' ? t.soundOn : t.soundLocked}
              </Badge>
              <Button
                size="md"
                variant="outline"
                onClick={() => void alertPlayer.unlock().then(() => alertPlayer.play(1))}
              >
                {t.playSample}
              </Button>
            </HStack>
            <Checkbox.Root
              size="lg"
              checked={repeat}
              onCheckedChange={(d) => {
                const on = d.checked === true;
                setRepeatAlert(on);
                setRepeat(on);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{ko.orders.sound.repeat}</Checkbox.Label>
            </Checkbox.Root>
            {/* Issue 26: the new order spoken after the chime, when a ko-KR voice exists (off by default). */}
            <Checkbox.Root
              size="lg"
              checked={voice}
              onCheckedChange={(d) => {
                const on = d.checked === true;
                setVoiceEnabled(on);
                setVoice(on);
              }}
              data-testid="voice-switch"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{koCounter.voice.switch}</Checkbox.Label>
            </Checkbox.Root>
            {voice && !hasVoice ? (
              <Text color="fg.muted" data-testid="voice-none">
                {koCounter.voice.none}
              </Text>
            ) : null}
            <Button
              size="xl"
              colorPalette="teal"
              loading={send.isPending}
              disabled={storeId === null}
              onClick={() =>
                storeId !== null &&
                send.mutate(
                  { store_id: storeId },
                  { onSuccess: (d) => toast.success(t.sent(d.delivered_to)) },
                )
              }
            >
              {t.send}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
