import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';

export const Route = createFileRoute('/_app/completed-list')({
  component: CompletedListPage,
});

function CompletedListPage() {
  return <PageHeader title={ko.page.completedList} />;
}
