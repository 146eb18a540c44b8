import { WunderlinkComplete } from '../components/WunderlinkComplete.tsx';

/** `/order/wunderlink-complete?order={id}`: the thanks after a free WunderLink order. */
export function Component() {
  return <WunderlinkComplete />;
}
