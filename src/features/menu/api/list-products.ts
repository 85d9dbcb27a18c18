export { listProducts, productListQueryOptions, useProductList } from '@/queries/list-products';
