// jsdom has no layout: every element is 0 × 0 and nothing scrolls, so the virtualised
// table would render no rows and never reach row 60. This gives the grid a size, a
// scrollTop that keeps its value and a scrollTo that fires `scroll`, for one test file.

const GRID_WIDTH = 1200;
const GRID_HEIGHT = 640;

/**
 * `isScrollable` picks the elements that get the size (the recipient table's grid by
 * default; the dashboard passes its `[data-virtual-scroller]` elements).
 */
export function installGridLayout(
  isScrollable: (element: Element) => boolean = (element) =>
    element.getAttribute('role') === 'grid',
): () => void {
  const proto = Element.prototype;
  const saved = ['clientHeight', 'clientWidth', 'scrollTop'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  const scrollTo = proto.scrollTo;
  const isGrid = isScrollable;
  const tops = new WeakMap<Element, number>();

  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return isGrid(this) ? GRID_HEIGHT : 0;
    },
  });
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return isGrid(this) ? GRID_WIDTH : 0;
    },
  });
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return tops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      tops.set(this, Math.max(0, value));
    },
  });
  proto.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
    y?: number,
  ) {
    this.scrollTop = typeof options === 'number' ? (y ?? 0) : (options?.top ?? this.scrollTop);
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];

  return () => {
    for (const [name, descriptor] of saved)
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else Reflect.deleteProperty(proto, name);
    proto.scrollTo = scrollTo;
  };
}
