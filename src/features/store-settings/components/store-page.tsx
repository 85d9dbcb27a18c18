import { useState } from 'react';
import { Box, Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import { can, IMAGE_ASPECT, type BusinessInfo, type StoreInfo } from '@/contract';
import { FormField } from '@/components/form-field';
import { ImageDropCrop } from '@/components/image-drop-crop';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { useStoreInfo } from '@/lib/queries/get-store-info';
import { appState } from '@/state/store';
import { useEditBusiness } from '../api/edit-business';
import { useEditStore } from '../api/edit-store';
import { ChannelKeySection } from './channel-key-section';
import { Section } from './settings-section';
import { useGetBusinessInfo } from '../api/get-business-info';
import { useManager } from '@/lib/queries/get-token-info';

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
      {store.data ? (
        <StoreForm key={`${store.data.store.store_id}-${store.dataUpdatedAt}`} store={store.data.store} />
      ) : null}
      {business.data ? (
        <BusinessForm
          key={`${storeId}-${business.dataUpdatedAt}`}
          storeId={storeId}
          business={business.data.business}
        />
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
  const [form, setForm] = useState({
    store_name: store.store_name,
    store_app_name: store.store_app_name,
    store_phone: store.store_phone ?? '',
    store_address: store.store_address ?? '',
    store_description: store.store_description ?? '',
  });
  const [logo, setLogo] = useState<string | null>(store.store_logo);
  const save = useEditStore({ onSuccess: () => toast.success(t.common.saved) });
  const errors = save.fieldErrors;
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });
  return (
    <Section title={t.store.info}>
      <Stack gap="4" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t.store.storeName} error={errors.store_name} required>
            <Input size="lg" maxLength={50} {...field('store_name')} />
          </FormField>
          <FormField label={t.store.appName} error={errors.store_app_name} required>
            <Input size="lg" maxLength={30} {...field('store_app_name')} />
          </FormField>
          <FormField label={t.store.phone} error={errors.store_phone}>
            <Input size="lg" inputMode="tel" maxLength={20} {...field('store_phone')} />
          </FormField>
          <FormField label={t.store.address} error={errors.store_address}>
            <Input size="lg" maxLength={200} {...field('store_address')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t.store.description} error={errors.store_description}>
          <Textarea rows={3} maxLength={500} {...field('store_description')} />
        </FormField>
        <FormField label={t.store.logo} error={errors.store_logo ?? errors.store_logo_file}>
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
          <Button
            colorPalette="teal"
            size="lg"
            loading={save.isPending}
            onClick={() => save.mutate({ store_id: store.store_id, ...form, store_logo: logo ?? '' })}
          >
            {t.common.save}
          </Button>
        </HStack>
      </Stack>
    </Section>
  );
}

function BusinessForm({ storeId, business }: { storeId: number; business: BusinessInfo }) {
  const [form, setForm] = useState(business);
  const save = useEditBusiness({ onSuccess: () => toast.success(t.common.saved) });
  const errors = save.fieldErrors;
  const field = (key: keyof BusinessInfo) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });
  return (
    <Section title={t.store.business}>
      <Stack gap="4" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t.store.businessNo} error={errors.business_no} required helper="000-00-00000">
            <Input size="lg" inputMode="numeric" maxLength={12} {...field('business_no')} />
          </FormField>
          <FormField label={t.store.businessName} error={errors.business_name} required>
            <Input size="lg" maxLength={50} {...field('business_name')} />
          </FormField>
          <FormField label={t.store.ceoName} error={errors.ceo_name} required>
            <Input size="lg" maxLength={30} {...field('ceo_name')} />
          </FormField>
          <FormField label={t.store.businessEmail} error={errors.business_email}>
            <Input size="lg" type="email" maxLength={100} {...field('business_email')} />
          </FormField>
          <FormField label={t.store.businessType} error={errors.business_type}>
            <Input size="lg" maxLength={50} {...field('business_type')} />
          </FormField>
          <FormField label={t.store.businessItem} error={errors.business_item}>
            <Input size="lg" maxLength={50} {...field('business_item')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t.store.businessAddress} error={errors.business_address}>
          <Input size="lg" maxLength={200} {...field('business_address')} />
        </FormField>
        <Box>
          <Button
            colorPalette="teal"
            size="lg"
            loading={save.isPending}
            onClick={() => save.mutate({ store_id: storeId, ...form })}
          >
            {t.common.save}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
