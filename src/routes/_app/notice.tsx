import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';

export const Route = createFileRoute('/_app/notice')({
  component: NoticePage,
});

function NoticePage() {
  return <PageHeader title={ko.page.notice} />;
}
