import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import {
  BUSINESS_TEXT_MAX,
  businessEditCall,
  can,
  IMAGE_ASPECT,
  STORE_TEXT_MAX,
  storeEditCall,
  type BusinessInfo,
  type StoreInfo,
} from '@/contract';
import { FormField } from '@/components/form-field';
import { ImageDropCrop } from '@/components/image-drop-crop';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useStoreInfo } from '@/queries/get-store-info';
import { appState } from '@/state/store';
import { useContractForm } from '@/lib/use-contract-form';
import { useEditBusiness } from '../api/edit-business';
import { useEditStore } from '../api/edit-store';
import { ChannelKeySection } from './channel-key-section';
import { PrinterPanel } from './printer-panel';
import { SaveButton, Section } from './settings-section';
import { useGetBusinessInfo } from '../api/get-business-info';
import { useManager } from '@/queries/get-token-info';

const t = koMenuStore;

/** /store: store info with its logo (store/edit, multipart) and business info. */
export function StorePage() {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const store = useStoreInfo(storeId);
  const business = useGetBusinessInfo({ store_id: storeId });
  const canManageKeys = can(useManager(), 'manageChannelKeys');
  return (
    <Stack gap="6">
      <PageHeader title={ko.page.store} />
      {store.data ? <StoreForm key={store.data.store.store_id} store={store.data.store} /> : null}
      {business.data ? (
        <BusinessForm key={storeId} storeId={storeId} business={business.data.business} />
      ) : null}
      {storeId ? (
        <Section title={t.printers.title}>
          <PrinterPanel storeId={storeId} />
        </Section>
      ) : null}
      {canManageKeys && storeId ? (
        <Section title={t.channel.title}>
          <ChannelKeySection storeId={storeId} />
        </Section>
      ) : null}
    </Stack>
  );
}

function StoreForm({ store }: { store: StoreInfo }) {
  const save = useEditStore({ onSuccess: () => toast.success(t.common.saved) });
  const form = useContractForm(storeEditCall.request, {
    defaultValues: {
      store_id: store.store_id,
      store_name: store.store_name,
      store_app_name: store.store_app_name,
      store_phone: store.store_phone ?? '',
      store_address: store.store_address ?? '',
      store_description: store.store_description ?? '',
      store_logo: store.store_logo ?? '',
    },
    serverErrors: save.fieldErrors,
  });
  const { register, errorOf, setValue, control } = form;
  const values = useWatch({ control });
  const countOf = (name: keyof typeof values, max: number) => ({
    length: String(values[name] ?? '').length,
    max,
  });
  const logo = values.store_logo || null;
  const setLogo = (url: string | null) => setValue('store_logo', url ?? '', { shouldDirty: true });
  return (
    <Section title={t.store.info}>
      <form noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
        <Stack gap="4" maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={t.store.storeName}
              error={errorOf('store_name')}
              count={countOf('store_name', STORE_TEXT_MAX.store_name)}
              required
            >
              <Input size="lg" {...register('store_name')} />
            </FormField>
            <FormField
              label={t.store.appName}
              error={errorOf('store_app_name')}
              count={countOf('store_app_name', STORE_TEXT_MAX.store_app_name)}
              required
            >
              <Input size="lg" {...register('store_app_name')} />
            </FormField>
            <FormField label={t.store.phone} error={errorOf('store_phone')}>
              <Input size="lg" inputMode="tel" {...register('store_phone')} />
            </FormField>
            <FormField
              label={t.store.address}
              error={errorOf('store_address')}
              count={countOf('store_address', STORE_TEXT_MAX.store_address)}
            >
              <Input size="lg" {...register('store_address')} />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t.store.description}
            error={errorOf('store_description')}
            count={countOf('store_description', STORE_TEXT_MAX.store_description)}
          >
            <Textarea rows={3} {...register('store_description')} />
          </FormField>
          <FormField label={t.store.logo} error={errorOf('store_logo') ?? errorOf('store_logo_file')}>
            <ImageDropCrop
              aspect={IMAGE_ASPECT.logo}
              value={logo}
              onUploaded={setLogo}
              storeId={store.store_id}
              purpose="logo"
              label={t.store.logo}
            />
          </FormField>
          <HStack>
            {logo ? (
              <Button variant="outline" onClick={() => setLogo(null)}>
                {t.store.removeLogo}
              </Button>
            ) : null}
            <Button type="submit" colorPalette="teal" size="lg" loading={form.saving}>
              {t.common.save}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Section>
  );
}

function BusinessForm({ storeId, business }: { storeId: number; business: BusinessInfo }) {
  const save = useEditBusiness({ onSuccess: () => toast.success(t.common.saved) });
  const form = useContractForm(businessEditCall.request, {
    defaultValues: { store_id: storeId, ...business },
    serverErrors: save.fieldErrors,
  });
  const { register, errorOf, control } = form;
  const values = useWatch({ control });
  const countOf = (name: keyof typeof values, max: number) => ({
    length: String(values[name] ?? '').length,
    max,
  });
  return (
    <Section title={t.store.business}>
      <form noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
        <Stack gap="4" maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={t.store.businessNo}
              error={errorOf('business_no')}
              required
              helper="000-00-00000"
            >
              <Input size="lg" inputMode="numeric" {...register('business_no')} />
            </FormField>
            <FormField
              label={t.store.businessName}
              error={errorOf('business_name')}
              count={countOf('business_name', BUSINESS_TEXT_MAX.business_name)}
              required
            >
              <Input size="lg" {...register('business_name')} />
            </FormField>
            <FormField
              label={t.store.ceoName}
              error={errorOf('ceo_name')}
              count={countOf('ceo_name', BUSINESS_TEXT_MAX.ceo_name)}
              required
            >
              <Input size="lg" {...register('ceo_name')} />
            </FormField>
            <FormField
              label={t.store.businessEmail}
              error={errorOf('business_email')}
              count={countOf('business_email', BUSINESS_TEXT_MAX.business_email)}
            >
              <Input size="lg" type="email" {...register('business_email')} />
            </FormField>
            <FormField
              label={t.store.businessType}
              error={errorOf('business_type')}
              count={countOf('business_type', BUSINESS_TEXT_MAX.business_type)}
            >
              <Input size="lg" {...register('business_type')} />
            </FormField>
            <FormField
              label={t.store.businessItem}
              error={errorOf('business_item')}
              count={countOf('business_item', BUSINESS_TEXT_MAX.business_item)}
            >
              <Input size="lg" {...register('business_item')} />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t.store.businessAddress}
            error={errorOf('business_address')}
            count={countOf('business_address', BUSINESS_TEXT_MAX.business_address)}
          >
            <Input size="lg" {...register('business_address')} />
          </FormField>
          <SaveButton saving={form.saving} label={t.common.save} />
        </Stack>
      </form>
    </Section>
  );
}
