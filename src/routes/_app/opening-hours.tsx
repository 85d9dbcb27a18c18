import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';

export const Route = createFileRoute('/_app/opening-hours')({
  component: OpeningHoursPage,
});

function OpeningHoursPage() {
  return <PageHeader title={ko.page.openingHours} />;
}
