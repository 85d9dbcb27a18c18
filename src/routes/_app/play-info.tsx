import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ko } from '@/i18n/ko';

export const Route = createFileRoute('/_app/play-info')({
  component: PlayInfoPage,
});

function PlayInfoPage() {
  return <PageHeader title={ko.page.playInfo} />;
}
