import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { Controller } from 'react-hook-form';
import {
  can,
  CodeColumn,
  serviceManageEditCall,
  type ServiceAdminItem,
  type ServiceSetting,
} from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FlagCheckbox } from '@/components/flag-checkbox';
import { FormField } from '@/components/form-field';
import { NumberInput } from '@/components/number-input';
import { MultiSelect } from '@/components/multi-select';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { codeLabel, codeOptions } from '@/lib/codes';
import { formatDateTime, formatWon } from '@/lib/format';
import { useCodes } from '@/queries/list-codes';
import { appState } from '@/state/store';
import { useEditServiceSetting } from '../api/edit-service-setting';
import { useGetServiceSetting } from '../api/get-service-setting';
import { useListServiceAdmin } from '../api/list-service-admin';
import { useManager } from '@/queries/get-token-info';
import { useContractForm } from '@/lib/use-contract-form';
import { SaveButton } from './settings-section';

const t = koMenuStore;
const s = t.service;

interface ServiceSettingPageProps {
  pageNo: number;
  keyword: string;
  onSearchChange(next: { page_no: number; keyword: string }): void;
}

/** /service-setting: this store's service management; super admins also see every store's. */
export function ServiceSettingPage({ pageNo, keyword, onSearchChange }: ServiceSettingPageProps) {
  const { store_id } = useSnapshot(appState);
  const manager_info = useManager();
  const storeId = store_id ?? 0;
  const service = useGetServiceSetting({ store_id: storeId });
  const isSuper = can(manager_info, 'viewAllStoreServices');
  return (
    <Stack gap="6">
      <PageHeader title={ko.page.serviceSetting} />
      {service.isError ? <Text color="fg.error">{service.error.message}</Text> : null}
      {service.data ? <ServiceForm key={storeId} storeId={storeId} service={service.data.service} /> : null}
      {isSuper ? <AdminList pageNo={pageNo} keyword={keyword} onSearchChange={onSearchChange} /> : null}
    </Stack>
  );
}

function ServiceForm({ storeId, service }: { storeId: number; service: ServiceSetting }) {
  const codes = useCodes();
  const save = useEditServiceSetting({ onSuccess: () => toast.success(t.common.saved) });
  const form = useContractForm(serviceManageEditCall.request, {
    defaultValues: {
      store_id: storeId,
      service_types: service.service_types,
      min_order_amount: String(service.min_order_amount),
      delivery_fee: String(service.delivery_fee),
      free_delivery_threshold:
        service.free_delivery_threshold === null ? '' : String(service.free_delivery_threshold),
      default_prep_minutes: String(service.default_prep_minutes),
      auto_accept: service.auto_accept,
      missed_order_minutes: String(service.missed_order_minutes),
      missed_pause_after: String(service.missed_pause_after),
    },
    serverErrors: save.fieldErrors,
  });
  const { control, errorOf } = form;
  // Spec §9: the service-type select has no 전체; only active codes are offered.
  const options = codeOptions(codes?.codeList ?? [], CodeColumn.SERVICE_TYPE, { activeOnly: true });
  /** A whole-number field as typed (the schema refuses what is not a number; nothing is rewritten). */
  const numberInput = (
    name:
      | 'min_order_amount'
      | 'delivery_fee'
      | 'free_delivery_threshold'
      | 'default_prep_minutes'
      | 'missed_order_minutes'
      | 'missed_pause_after',
  ) => (
    <Controller control={control} name={name} render={({ field }) => <NumberInput size="lg" {...field} />} />
  );
  return (
    <Box as="section" aria-label={s.manage} borderWidth="1px" rounded="lg" p="5" bg="bg.panel">
      <Heading as="h2" size="md" mb="4">
        {s.manage}
      </Heading>
      <form noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
        <Stack gap="4" maxW="3xl">
          <FormField label={s.serviceTypes} error={errorOf('service_types')}>
            <Controller
              control={control}
              name="service_types"
              render={({ field }) => (
                <MultiSelect
                  label={s.serviceTypes}
                  options={options}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  placeholder={s.serviceTypesPlaceholder}
                />
              )}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={s.minOrder} error={errorOf('min_order_amount')}>
              {numberInput('min_order_amount')}
            </FormField>
            <FormField label={s.prepMinutes} error={errorOf('default_prep_minutes')}>
              {numberInput('default_prep_minutes')}
            </FormField>
            <FormField label={s.deliveryFee} error={errorOf('delivery_fee')}>
              {numberInput('delivery_fee')}
            </FormField>
            <FormField
              label={s.freeDelivery}
              error={errorOf('free_delivery_threshold')}
              helper={s.freeDeliveryHelp}
            >
              {numberInput('free_delivery_threshold')}
            </FormField>
            <FormField
              label={s.missedMinutes}
              error={errorOf('missed_order_minutes')}
              helper={s.missedMinutesHelp}
            >
              {numberInput('missed_order_minutes')}
            </FormField>
            <FormField
              label={s.missedPauseAfter}
              error={errorOf('missed_pause_after')}
              helper={s.missedPauseAfterHelp}
            >
              {numberInput('missed_pause_after')}
            </FormField>
          </SimpleGrid>
          <FlagCheckbox control={control} name="auto_accept" label={s.autoAccept} />
          <Text color="fg.muted" fontSize="sm" mt="-2">
            {s.autoAcceptHelp}
          </Text>
          {service.updated_at ? (
            <Text color="fg.muted" fontSize="sm">
              {s.updatedAt}: {formatDateTime(service.updated_at)}
            </Text>
          ) : null}
          <SaveButton saving={form.saving} label={t.common.save} />
        </Stack>
      </form>
    </Box>
  );
}

function AdminList({ pageNo, keyword, onSearchChange }: ServiceSettingPageProps) {
  const list = useListServiceAdmin({ page_no: pageNo, keyword });
  const codes = useCodes();
  const [draft, setDraft] = useState(keyword);
  const columns: DataColumn<ServiceAdminItem>[] = [
    { key: 'store_name', header: s.store },
    { key: 'store_group_name', header: s.franchise, cell: (r) => r.store_group_name ?? '-' },
    {
      key: 'service_types',
      header: s.serviceTypes,
      cell: (r) => (
        <HStack gap="1" wrap="wrap">
          {r.service_types.map((v) => (
            <Badge key={v}>{codeLabel(codes?.codeList ?? [], CodeColumn.SERVICE_TYPE, v) ?? v}</Badge>
          ))}
        </HStack>
      ),
    },
    { key: 'min_order_amount', header: s.minOrder, align: 'end', cell: (r) => formatWon(r.min_order_amount) },
    { key: 'delivery_fee', header: s.deliveryFee, align: 'end', cell: (r) => formatWon(r.delivery_fee) },
    {
      key: 'free_delivery_threshold',
      header: s.freeDeliveryShort,
      align: 'end',
      cell: (r) => (r.free_delivery_threshold === null ? s.none : formatWon(r.free_delivery_threshold)),
    },
    {
      key: 'auto_accept',
      header: s.autoAccept,
      cell: (r) => (r.auto_accept === 1 ? t.common.yes : t.common.no),
    },
    {
      key: 'store_status',
      header: s.status,
      cell: (r) => ko.storeStatus[r.store_status] ?? String(r.store_status),
    },
  ];
  return (
    <Box as="section" aria-label={s.adminList} borderWidth="1px" rounded="lg" p="5" bg="bg.panel">
      <Heading as="h2" size="md" mb="4">
        {s.adminList}
      </Heading>
      <HStack
        as="form"
        mb="3"
        onSubmit={(e) => {
          e.preventDefault();
          onSearchChange({ page_no: 1, keyword: draft });
        }}
      >
        <Input
          size="lg"
          maxW="xs"
          aria-label={s.keyword}
          placeholder={s.keyword}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Button size="lg" type="submit">
          {s.search}
        </Button>
      </HStack>
      <DataTable
        label={s.adminList}
        columns={columns}
        rows={list.data?.service_list}
        query={list}
        emptyText={s.empty}
        rowKey={(r) => r.store_id}
        page={list.data}
        onPageChange={(p) => onSearchChange({ page_no: p, keyword })}
      />
    </Box>
  );
}
