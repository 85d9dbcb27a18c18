/** The menu's keys live in lib/queries (the live order screen reads the same list). */
export { menuKeys } from '@/lib/queries/list-products';
