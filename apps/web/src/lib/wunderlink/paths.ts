// The addresses of the WunderLink screens (spec §2), shared by the features that link there.

/** The landing page of a link: `/wunderlink/{link}`. */
export function wunderlinkLandingPath(linkId: string): string {
  return `/wunderlink/${encodeURIComponent(linkId)}`;
}

/** The confirm step after "Gratis bestellen" (sign in or register first, then order). */
export function wunderlinkConfirmPath(linkId: string): string {
  return `${wunderlinkLandingPath(linkId)}/confirm`;
}

/** The thanks after the free order: `/order/wunderlink-complete?order={id}`. */
export function wunderlinkCompletePath(orderId: string): string {
  return `/order/wunderlink-complete?${new URLSearchParams({ order: orderId }).toString()}`;
}
