import { useParams } from 'react-router';
import { WunderlinkConfirm } from '../components/WunderlinkConfirm.tsx';

/** `/wunderlink/{link}/confirm`: sign in or register, then "Jetzt gratis bestellen". */
export function Component() {
  const { link = '' } = useParams();
  return <WunderlinkConfirm key={link} linkId={link} />;
}
