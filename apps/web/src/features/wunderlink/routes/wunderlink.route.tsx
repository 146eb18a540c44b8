import { useParams } from 'react-router';
import { WunderlinkLanding } from '../components/WunderlinkLanding.tsx';

/** `/wunderlink/{link}`: the landing page of a WunderLink (or its not-found screen). */
export function Component() {
  const { link = '' } = useParams();
  return <WunderlinkLanding key={link} linkId={link} />;
}
