import { RESPITE_PAGE } from '../../content/info-pages/respite';
import { ServicePage } from '../../features/info-page/info-page';

export default function RespiteCarePage() {
  return <ServicePage content={RESPITE_PAGE} />;
}
