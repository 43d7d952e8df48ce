import { FRENCH_HOME, frenchPathOf } from '../../french-paths';
import { SERVICE_LIST, type ServiceType } from '../../service-list';

/**
 * The French services' addresses (decision 0063), read from the one table of French twins
 * (src/content/french-paths.ts): /fr/services and each service's French page by its type.
 */
function frenchTwin(englishPath: string): string {
  const path = frenchPathOf(englishPath);
  if (!path) throw new Error(`No French twin of ${englishPath} in src/content/french-paths.ts`);
  return path;
}

export const FR_SERVICES_PATH = frenchTwin('/services');

export const FR_SERVICE_PATHS = Object.fromEntries(SERVICE_LIST.map((s) => [s.serviceType, frenchTwin(s.path)])) as Readonly<Record<ServiceType, string>>;

/** The French home page. */
export const FR_HOME_PATH = FRENCH_HOME;
