import { useState } from 'react';
import { Button, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { PREP_MINUTES_MAX, PREP_MINUTES_STEP, type Order } from '@/contract';
import { Modal } from '@/components/modal';
import { ko } from '@/i18n/ko';

const QUICK = [5, 10, 15, 20, 25, 30, 40, 50, 60];
const LAST_KEY = 'cbo.lastPrepMinutes';

function lastUsed(): number {
  const n = Number(globalThis.localStorage?.getItem(LAST_KEY));
  return Number.isInteger(n) && n >= PREP_MINUTES_STEP && n <= PREP_MINUTES_MAX && n % PREP_MINUTES_STEP === 0 ? n : 15;
}

/** Accepting quotes a prep time in 5-minute steps; the last quote is offered first (busy nights repeat). */
export function AcceptDialog({ order, onClose, onAccept }: { order: Order; onClose(): void; onAccept(minutes: number): void }) {
  const [minutes, setMinutes] = useState(lastUsed);
  const clamp = (m: number) => Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_STEP, m));
  const accept = () => {
    globalThis.localStorage?.setItem(LAST_KEY, String(minutes));
    onAccept(minutes);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={ko.orders.accept.title(order.order_no)}
      footer={
        <Button size="xl" colorPalette="blue" w="full" onClick={accept} data-testid="accept-confirm">
          {ko.orders.accept.confirm(minutes)}
        </Button>
      }
    >
      <Text fontWeight="semibold" mb="3">
        {ko.orders.accept.prepLabel}
      </Text>
      <SimpleGrid columns={5} gap="2" mb="4">
        {QUICK.map((m) => (
          <Button key={m} size="xl" variant={m === minutes ? 'solid' : 'outline'} colorPalette="blue" onClick={() => setMinutes(m)}>
            {ko.orders.accept.minutes(m)}
          </Button>
        ))}
      </SimpleGrid>
      <HStack justify="center" gap="6">
        <IconButton size="xl" variant="outline" aria-label={ko.orders.accept.less} onClick={() => setMinutes((m) => clamp(m - PREP_MINUTES_STEP))}>
          −
        </IconButton>
        <Text fontSize="3xl" fontWeight="bold" minW="24" textAlign="center" data-testid="prep-minutes">
          {ko.orders.accept.minutes(minutes)}
        </Text>
        <IconButton size="xl" variant="outline" aria-label={ko.orders.accept.more} onClick={() => setMinutes((m) => clamp(m + PREP_MINUTES_STEP))}>
          +
        </IconButton>
      </HStack>
    </Modal>
  );
}
