import { Alert, Button, Stack } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { ko } from '@/i18n/ko';
import { formatDateTime } from '@/lib/format';
import { dismissFailure, liveState } from '@/state/live';

/** Replays the server refused (e.g. the customer cancelled meanwhile): shown until someone reads them. */
export function FailedActions() {
  const { failed } = useSnapshot(liveState);
  if (!failed.length) return null;
  return (
    <Stack gap="2" data-testid="failed-actions">
      {failed.map((f) => (
        <Alert.Root key={f.id} status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {ko.orders.failedTitle} · {formatDateTime(new Date(f.at))}
            </Alert.Title>
            <Alert.Description>{ko.orders.toast.refused(f.orderNo, f.message)}</Alert.Description>
          </Alert.Content>
          <Button size="md" variant="outline" onClick={() => dismissFailure(f.id)}>
            {ko.orders.dismiss}
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}
