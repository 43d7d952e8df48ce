import { belowTheFold } from '../../shared/ui/below-the-fold';

/**
 * The information sections, below the fold on every page that has them: their prerendered HTML
 * shows at once, their code (Mantine's Table with its scroll container and the positioning code
 * it imports, Timeline...) arrives when the visitor nears them (decision 0025).
 */
export const InfoSectionsOnApproach = belowTheFold(() => import('./info-sections').then((m) => m.InfoSections));
