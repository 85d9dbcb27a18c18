export { listProducts, productListQueryOptions, useProductList } from '@/lib/queries/list-products';
