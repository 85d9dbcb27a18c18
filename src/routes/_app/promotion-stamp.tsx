import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';

export const Route = createFileRoute('/_app/promotion-stamp')({
  component: PromotionStampPage,
});

function PromotionStampPage() {
  return <PageHeader title={ko.page.promotionStamp} />;
}
