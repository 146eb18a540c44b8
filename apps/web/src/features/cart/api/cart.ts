import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/store/cartQuery.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import type { StoreCart, StoreOrderItem } from '../../../lib/store/types.ts';

// The /cart page's server state: the store's cart (the header's query, one cache entry)
// and the two writes of the page. Every write answers the whole cart, which goes straight
// into the cache; lib/store announces the write to the other tabs (lib/cartSync).

/** A cart line as the store answers it (metadata names the stored configuration). */
export type CartLine = StoreOrderItem & {
  metadata?: { configurationId?: string } | null;
  tax_total?: number;
};

export interface CartView extends StoreCart {
  items?: CartLine[];
  sub_total?: number;
  discount_total?: number;
  tax_total?: number;
  shipment_total?: number;
  shipment_tax?: number;
  grand_total?: number;
  shipping?: {
    service?: string | null;
    service_name?: string | null;
    price?: number | null;
    /** „Zustellung in Österreich: 3–5 Werktage“ (per destination, from the store). */
    estimate?: string | null;
  };
  shipment_rating?: {
    services?: {
      id: string;
      name: string;
      description?: string;
      price: number;
      estimate?: string;
    }[];
  } | null;
}

export function useCartView() {
  const user = useSessionUser();
  const options = cartQueryOptions(user?.id ?? null);
  const query = useQuery(options);
  return { ...query, data: query.data as CartView | null | undefined, queryKey: options.queryKey };
}

/** What undo needs to put a removed line back: its product, cards and configuration. */
export interface RemovedLine {
  line: CartLine;
  /** Where it stood (the notice stays in its place). */
  index: number;
}

export function useCartWrites() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const { queryKey } = cartQueryOptions(user?.id ?? null);
  const keep = (cart: StoreCart) => queryClient.setQueryData(queryKey, cart);

  const remove = useMutation({
    mutationFn: (line: CartLine) => getStore().cart.removeItem(line.id),
    onSuccess: keep,
  });
  const restore = useMutation({
    mutationFn: (line: CartLine) =>
      getStore().cart.addItem({
        product_id: line.product_id ?? '',
        quantity: line.quantity,
        ...(line.metadata ? { metadata: line.metadata } : {}),
      }),
    onSuccess: keep,
  });
  // The cart's one shipping mode ("ändern"): the store refuses "to the recipients" while a
  // line's envelopes carry no address (StoreFieldErrors `shipping.service`).
  const shipping = useMutation({
    mutationFn: (service: string) => getStore().cart.update({ shipping: { service } }),
    onSuccess: keep,
  });
  return { remove, restore, shipping };
}
