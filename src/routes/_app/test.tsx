import { createFileRoute } from '@tanstack/react-router';
import { TestPage } from '@/features/orders/components/test-page';

export const Route = createFileRoute('/_app/test')({
  component: TestPage,
});
