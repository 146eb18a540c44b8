// jsdom has no layout: every element is 0 × 0 and nothing scrolls, so a virtualised list
// would render no rows at all. This gives the dashboard's virtual scrollers
// (`[data-virtual-scroller]`) a size, a scrollTop that keeps its value and a `scroll` event
// when it is set through `scrollTo`, until the returned function restores jsdom.

export const SCROLLER_WIDTH = 1200;
export const SCROLLER_HEIGHT = 640;

export function installScrollerLayout(): () => void {
  const proto = Element.prototype;
  const names = ['clientHeight', 'clientWidth', 'scrollTop'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const isScroller = (element: Element) => element.hasAttribute('data-virtual-scroller');
  const tops = new WeakMap<Element, number>();
  const scrollTo = proto.scrollTo;

  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return isScroller(this) ? SCROLLER_HEIGHT : 0;
    },
  });
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return isScroller(this) ? SCROLLER_WIDTH : 0;
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
  proto.scrollTo = function (this: Element, options?: ScrollToOptions | number, y?: number) {
    const top = typeof options === 'number' ? (y ?? 0) : (options?.top ?? 0);
    this.scrollTop = top;
    this.dispatchEvent(new Event('scroll'));
  } as typeof proto.scrollTo;

  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else Reflect.deleteProperty(proto, name);
    }
    proto.scrollTo = scrollTo;
  };
}
