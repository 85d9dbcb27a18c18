import { createFileRoute } from '@tanstack/react-router';
import { LiveOrderList } from '@/features/orders/components/live-order-list';

export const Route = createFileRoute('/_app/order-list')({
  component: LiveOrderList,
});
