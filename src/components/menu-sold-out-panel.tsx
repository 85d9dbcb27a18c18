import { koMenuStore } from '@/i18n/ko-menu-store';
import { useProductList } from '@/queries/list-products';
import { Badge } from './ui/badge';
import { cx } from './ui/cx';
import s from './menu-sold-out-panel.module.css';

/**
 * Read-only menu view for the live order screen: what is sold out right now, per group, at a glance.
 * Editing happens on /sold-out; this panel only reflects it.
 */
export function MenuSoldOutPanel() {
  const t = koMenuStore.soldOut;
  const { data, isPending, isError } = useProductList();
  if (isPending) return null;
  if (isError || !data) return null;
  const soldOut = data.product_list.filter((p) => p.sold_out === 1);
  return (
    <section aria-label={t.panelTitle} className={s.panel}>
      <div className={s.panelHead}>
        <h2 className={s.panelTitle}>{t.panelTitle}</h2>
        <Badge palette={soldOut.length ? 'red' : 'green'} size="lg">
          {soldOut.length ? t.count(soldOut.length) : t.none}
        </Badge>
      </div>
      <div className={s.groups}>
        {data.group_list.map((g) => {
          const items = data.product_list.filter(
            (p) => p.store_product_group_id === g.store_product_group_id,
          );
          if (!items.length) return null;
          return (
            <div key={g.store_product_group_id}>
              <p className={s.groupName}>
                {g.store_product_group_name}
                {g.sold_out === 1 ? ` · ${t.groupSoldOut}` : ''}
              </p>
              <div className={s.badges}>
                {items.map((p) => (
                  <Badge
                    key={p.product_id}
                    size="lg"
                    variant={p.sold_out === 1 ? 'solid' : 'subtle'}
                    palette={p.sold_out === 1 ? 'red' : 'gray'}
                    className={cx(p.sold_out === 1 && s.struck)}
                    data-sold-out={p.sold_out === 1 ? 'true' : 'false'}
                  >
                    {p.product_name}
                    {p.sold_out === 1 ? t.itemSuffix : ''}
                  </Badge>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
