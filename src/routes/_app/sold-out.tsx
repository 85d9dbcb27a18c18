import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';

export const Route = createFileRoute('/_app/sold-out')({
  component: SoldOutPage,
});

function SoldOutPage() {
  return <PageHeader title={ko.page.soldOut} />;
}
