import { END_OF_LIFE_PAGE } from '../../content/info-pages/end-of-life';
import { ServicePage } from '../../features/info-page/info-page';

export default function EndOfLifeCarePage() {
  return <ServicePage content={END_OF_LIFE_PAGE} />;
}
