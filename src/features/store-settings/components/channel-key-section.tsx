import { useState } from 'react';
import { Box, Button, Code, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ChannelKey } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { formatDateTime } from '@/lib/format';
import toast from '@/lib/toast';
import { useChannelKeys, useCreateChannelKey, useRevokeChannelKey } from '../api/channel-keys';

/** channelKeyCreateCall's limit: counted here, refused by the schema (never cut by the input). */
const CHANNEL_NAME_MAX = 50;
const t = koMenuStore.channel;

/**
 * The store's customer-channel keys (beyond the spec, issue 22), for super admins: create one per
 * channel (its secret is shown once, here), see when each was last used, revoke. Rotation is create,
 * put the new key into the channel, revoke the old one.
 */
export function ChannelKeySection({ storeId }: { storeId: number }) {
  const keys = useChannelKeys(storeId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [revoking, setRevoking] = useState<ChannelKey | null>(null);
  const create = useCreateChannelKey({
    onSuccess: (data) => {
      setName('');
      setNameError(undefined);
      setSecret({ name: data.key.name, value: data.secret });
    },
    onError: (e) => setNameError(e.fields?.name),
  });
  const revoke = useRevokeChannelKey({
    onSuccess: () => {
      setRevoking(null);
      toast.success(t.revoked_done);
    },
  });

  const columns: DataColumn<ChannelKey>[] = [
    { key: 'name', header: t.name },
    { key: 'key_prefix', header: t.prefix, cell: (k) => <Code>{k.key_prefix}…</Code> },
    { key: 'created_at', header: t.createdAt, cell: (k) => formatDateTime(k.created_at) },
    {
      key: 'last_used_at',
      header: t.lastUsed,
      cell: (k) => (k.last_used_at ? formatDateTime(k.last_used_at) : t.neverUsed),
    },
    {
      key: 'state',
      header: t.state,
      cell: (k) =>
        k.revoked_at ? (
          <Text as="span" color="fg.muted">
            {t.revoked(formatDateTime(k.revoked_at))}
          </Text>
        ) : (
          <HStack gap="3">
            <Text as="span">{t.active}</Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`${k.name} ${t.revoke}`}
              onClick={() => setRevoking(k)}
            >
              {t.revoke}
            </Button>
          </HStack>
        ),
    },
  ];

  return (
    <Stack gap="4" maxW="4xl">
      <Text color="fg.muted">{t.about}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!create.isPending) create.mutate({ store_id: storeId, name });
        }}
      >
        <HStack align="end" gap="3" flexWrap="wrap">
          <Box flex="1" minW="16rem">
            <FormField
              label={t.name}
              error={nameError}
              required
              count={{ length: name.length, max: CHANNEL_NAME_MAX }}
            >
              <Input
                size="lg"
                placeholder={t.namePlaceholder}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
              />
            </FormField>
          </Box>
          <Button type="submit" colorPalette="teal" size="lg" loading={create.isPending}>
            {t.create}
          </Button>
        </HStack>
      </form>
      <DataTable
        label={t.title}
        columns={columns}
        rows={keys.data?.key_list}
        query={keys}
        emptyText={t.empty}
        rowKey={(k) => k.key_id}
      />
      <Modal
        open={secret !== null}
        onClose={() => setSecret(null)}
        title={`${t.secretTitle} — ${secret?.name ?? ''}`}
      >
        <Stack gap="3">
          <Text>{t.secretBody}</Text>
          <Input
            readOnly
            value={secret?.value ?? ''}
            aria-label={t.secretTitle}
            fontFamily="mono"
            onFocus={(e) => e.currentTarget.select()}
          />
          <HStack>
            <Button
              variant="outline"
              onClick={() => {
                // No clipboard outside a secure context: the field is selectable for a manual copy.
                if (!navigator.clipboard) return void toast.error(t.copyFailed);
                navigator.clipboard.writeText(secret?.value ?? '').then(
                  () => toast.success(t.copied),
                  () => toast.error(t.copyFailed),
                );
              }}
            >
              {t.copy}
            </Button>
            <Button colorPalette="teal" onClick={() => setSecret(null)}>
              {t.done}
            </Button>
          </HStack>
        </Stack>
      </Modal>
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeTitle}
        body={t.revokeBody(revoking?.name ?? '')}
        confirmLabel={t.revoke}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ store_id: storeId, key_id: revoking.key_id })}
      />
    </Stack>
  );
}
