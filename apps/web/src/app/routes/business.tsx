import { BusinessDetailsPage } from '@/features/businesses/components/details/business-details-page';

/** /business/:id: a business's details page (spec §2). */
export { BusinessDetailsPage as Component };
