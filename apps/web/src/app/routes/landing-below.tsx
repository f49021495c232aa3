import { lazy } from 'react';
import LandingSections from '@/features/landing/components/landing-sections';

// Not a route of its own: the part of the landing route below the hero, loaded beside it.
// The popular projects' cards come from the catalogue feature and load beside these sections.
const loadFeatured = () => import('@/features/businesses/components/featured-projects');
const FeaturedProjects = lazy(loadFeatured);
void loadFeatured();

export default function LandingBelowTheFold() {
  return <LandingSections popular={<FeaturedProjects />} />;
}
