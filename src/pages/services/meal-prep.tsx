import { MEAL_PREP_PAGE } from '../../content/info-pages/meal-prep';
import { ServicePage } from '../../features/info-page/info-page';

export default function MealPrepPage() {
  return <ServicePage content={MEAL_PREP_PAGE} />;
}
