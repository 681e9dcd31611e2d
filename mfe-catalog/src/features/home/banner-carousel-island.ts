import { defineIsland } from 'shared-sdk';
import { BannerCarousel } from './banner-carousel';

/** The home banners' carousel on the static home page: Previous, Next and a button per banner (docs/islands.md). */
export const island = defineIsland('catalog/BannerCarouselIsland', BannerCarousel);

export default BannerCarousel;
